import { extname } from 'node:path'
import type { Connect, Plugin } from 'vite'

/**
 * A file the build makes for the site: an image uploaded in Sanity, the sample reports, the Get
 * help sheet's QR code, the volunteers' calendar.
 */
export interface ContentFile {
  /** Its path in the site, without the leading slash. */
  fileName: string
  source: Uint8Array | string
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
}

/**
 * The dev server's stand-in for the build's output: it answers the content's files at the paths
 * the pages use, since only a build writes them out.
 */
function serveContentFiles(
  files: () => Promise<readonly ContentFile[]>,
): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const path = new URL(request.url ?? '/', 'http://dev.invalid').pathname.slice(1)
    files().then((list) => {
      const file = list.find((candidate) => candidate.fileName === path)
      if (!file) return next()
      response.setHeader('Content-Type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream')
      response.end(request.method === 'HEAD' ? undefined : file.source)
    }, next)
  }
}

/**
 * Writes files made at build time into the build's output, so no server is needed to serve them
 * and the service worker precaches them with the pages; the dev server answers the same paths,
 * making them again for each request.
 */
export function siteFilesPlugin(
  name: string,
  files: () => Promise<readonly ContentFile[]>,
): Plugin {
  return {
    name,
    async generateBundle() {
      for (const file of await files()) this.emitFile({ type: 'asset', ...file })
    },
    configureServer(server) {
      server.middlewares.use(serveContentFiles(files))
    },
  }
}
