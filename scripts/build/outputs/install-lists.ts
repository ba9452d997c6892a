import { createHash } from 'node:crypto'
import type { Locale } from '../../../src/lib/i18n/locales.ts'
import { type ListedPage, pageListFile } from '../../../src/lib/offline-install.ts'
import { writeBuildFile } from './page-files.ts'

/**
 * One language's list for the worker (src/lib/offline-install.ts): its messages files, revised by
 * their hashed names, then its installed pages, revised by a hash of what was written.
 */
export async function writeInstallList(
  outDir: string,
  locale: Locale,
  catalogs: readonly string[],
  pages: ReadonlyMap<string, string>,
): Promise<void> {
  const listed: ListedPage[] = [
    ...catalogs.map((path) => ({ url: path, revision: path })),
    ...[...pages].map(([url, html]) => ({
      url,
      revision: createHash('sha256').update(html).digest('hex').slice(0, 16),
    })),
  ]
  await writeBuildFile(outDir, pageListFile(locale), JSON.stringify(listed))
}
