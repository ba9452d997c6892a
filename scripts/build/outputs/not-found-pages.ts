import type { Locale } from '../../../src/lib/i18n/locales.ts'
import { NOT_FOUND_SHELL_ATTRIBUTE, notFoundFileFor } from '../../../src/lib/not-found-shell.ts'
import { writePage } from './page-files.ts'

/** The URL rendered as the page for addresses no route claims (served with HTTP 404). */
export const NOT_FOUND_RENDER_PATH = '/__not-found__'

/**
 * Writes one language's page for unknown URLs (es/_not-found.html answers unknown /es/
 * addresses; the server sends it with status 404), marked so that the browser renders it afresh
 * instead of hydrating it (see the constant).
 */
export async function writeNotFoundPage(
  outDir: string,
  locale: Locale,
  html: string,
): Promise<void> {
  if (!html.includes('noindex')) {
    throw new Error('The not-found render is missing its noindex head tags')
  }
  const marked = html.replace(/<html\b/, `<html ${NOT_FOUND_SHELL_ATTRIBUTE}=""`)
  await writePage(outDir, notFoundFileFor(locale), marked)
}
