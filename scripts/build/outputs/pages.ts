import { htmlFileFor, writePage } from './page-files.ts'

/**
 * Every prerendered page, rendered by the server entry and written as its own HTML file. Returns
 * what was written, by path, for the steps that read the pages (install lists, left-out files).
 */
export async function writePages(
  outDir: string,
  paths: readonly string[],
  render: (path: string) => Promise<{ status: number; html: string }>,
): Promise<Map<string, string>> {
  const written = new Map<string, string>()
  for (const path of paths) {
    const { status, html } = await render(path)
    if (status !== 200) throw new Error(`Prerender of ${path} answered ${status}`)
    written.set(path, await writePage(outDir, htmlFileFor(path), html))
  }
  return written
}
