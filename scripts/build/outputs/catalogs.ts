import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locale } from '../../../src/lib/i18n/locales.ts'

/**
 * Each language's messages file, which every page of that language preloads (and the install
 * keeps with that language's pages). Its name carries its hash, which serves as its revision.
 */
export async function writeCatalogs(
  outDir: string,
  catalogs: readonly { locale: Locale; path: string; json: string }[],
): Promise<void> {
  for (const catalog of catalogs) await writeFile(join(outDir, catalog.path), catalog.json)
}
