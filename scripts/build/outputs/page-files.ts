import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/** `/` -> index.html, `/about` -> about.html: the layout Workbox's cleanURLs and the server expect. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`
}

/** Writes one page (creating its folder) with its doctype, and returns what it wrote. */
export async function writePage(outDir: string, file: string, html: string): Promise<string> {
  const target = join(outDir, file)
  await mkdir(dirname(target), { recursive: true })
  const page = `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`
  await writeFile(target, page)
  return page
}
