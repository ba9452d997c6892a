import type { Locale } from '../../../src/lib/i18n/locales.ts'
import { offlinePageFile } from '../../../src/lib/offline-page.ts'
import { writePage } from './page-files.ts'

/**
 * One language's offline page (src/offline-page.tsx), with the stylesheet and icon of a rendered
 * page of that language (`pageHtml`).
 */
export async function writeOfflinePage(
  outDir: string,
  locale: Locale,
  pageHtml: string,
  render: (locale: Locale, head: string) => string,
): Promise<void> {
  const head = pageHtml.match(/<link rel="(stylesheet|icon)"[^>]*>/g)?.join('') ?? ''
  await writePage(outDir, offlinePageFile(locale), render(locale, head))
}
