import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { compactPages, KNOWN_PAGES_FILE } from '../../../src/lib/known-pages.ts'

/** Every address with a page, for the worker to tell a page not read yet from an unknown one. */
export async function writeKnownPages(outDir: string, paths: readonly string[]): Promise<void> {
  await writeFile(join(outDir, KNOWN_PAGES_FILE), JSON.stringify(compactPages(paths)))
}
