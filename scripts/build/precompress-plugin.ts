import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, which the production
 * server sends as they are (`serveStatic`'s precompressed option) to a browser that accepts them.
 * The files never change once built, so they are compressed once, at the highest settings, here
 * rather than by the server on each first request. Tiny files gain nothing and stay as they are.
 */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|ics|map)$/
const MIN_BYTES = 1024

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Compresses every text file under `dir` (the thread pool runs them side by side). */
export async function precompressFolder(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    // Vite's own .vite/ manifest is never served.
    (entry) =>
      entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'),
  )
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      const body = await readFile(path)
      if (body.length < MIN_BYTES) return
      const [br, gz] = await Promise.all([
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ])
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
    }),
  )
}

/** Runs last, once the pages and the service worker are written. */
export function precompressPlugin(options: { outDir: string }): Plugin {
  return {
    name: 'food-collective:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressFolder(resolve(options.outDir)),
    },
  }
}
