import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/** `/` -> index.html, `/about` -> about.html: the layout Workbox's cleanURLs and the server expect. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`
}

/** Writes one file into the build at `file` (relative to `outDir`), creating its folder. */
export async function writeBuildFile(outDir: string, file: string, text: string): Promise<void> {
  const target = join(outDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, text)
}

/** Writes one page with its doctype, and returns what it wrote. */
export async function writePage(outDir: string, file: string, html: string): Promise<string> {
  const page = `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`
  await writeBuildFile(outDir, file, page)
  return page
}
