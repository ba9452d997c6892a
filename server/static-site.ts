import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

export interface StaticFile {
  status: 200 | 404
  body: Buffer
  contentType: string
  cacheControl: string
}

/** Hashed build assets never change under their name; everything else must be revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (urlPath.startsWith('/images/') || urlPath.startsWith('/icons/'))
    return 'public, max-age=86400'
  return 'no-cache'
}

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    const info = await stat(path)
    return info.isFile() ? await readFile(path) : undefined
  } catch {
    return undefined
  }
}

/**
 * Resolves a URL path inside the built site: the file itself, else the route's prerendered
 * page (`/about` -> about.html), else the not-found page with status 404.
 */
export async function resolveStaticFile(distDir: string, urlPath: string): Promise<StaticFile> {
  const root = resolve(distDir)
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    decoded = '/__invalid__'
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '')
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative.replace(/\/$/, '')}.html`]
  for (const candidate of candidates) {
    const full = join(root, candidate)
    if (full !== root && !full.startsWith(root + sep)) break // path traversal
    if (candidate.startsWith('.vite')) continue
    const body = await readIfFile(full)
    if (body) {
      const type = CONTENT_TYPES[extname(full)] ?? 'application/octet-stream'
      return { status: 200, body, contentType: type, cacheControl: cacheControlFor(urlPath) }
    }
  }
  const notFound = (await readIfFile(join(root, '_not-found.html'))) ?? Buffer.from('Not found')
  return {
    status: 404,
    body: notFound,
    contentType: CONTENT_TYPES['.html'] as string,
    cacheControl: 'no-cache',
  }
}
