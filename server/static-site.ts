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
  '.ics': 'text/calendar; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

export interface StaticFile {
  status: 200 | 404
  body: Buffer
  contentType: string
  cacheControl: string
  /** The file on disk, so per-file work (inline script hashes) can be cached by path. */
  path: string | undefined
  /** A weak validator from size and modification time: a revalidation can answer 304. */
  etag: string | undefined
}

/** Hashed build assets never change under their name; everything else must be revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (urlPath.startsWith('/images/') || urlPath.startsWith('/icons/'))
    return 'public, max-age=86400'
  return 'no-cache'
}

interface FileRead {
  body: Buffer
  etag: string
}

async function readIfFile(path: string): Promise<FileRead | undefined> {
  try {
    const info = await stat(path)
    if (!info.isFile()) return undefined
    const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`
    return { body: await readFile(path), etag }
  } catch {
    return undefined
  }
}

// The not-found pages themselves: reached by their own address they are still "not found", so a
// crawler or a monitor never takes /404 for a page that exists.
const NOT_FOUND_FILES = new Set([
  '404.html',
  '_not-found.html',
  'es/404.html',
  '_not-found.es.html',
])

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
    const file = await readIfFile(full)
    if (file) {
      return {
        status: NOT_FOUND_FILES.has(candidate.replace(/\/$/, '')) ? 404 : 200,
        body: file.body,
        contentType: CONTENT_TYPES[extname(full)] ?? 'application/octet-stream',
        cacheControl: cacheControlFor(urlPath),
        path: full,
        etag: file.etag,
      }
    }
  }
  // An unknown address under /es gets the Spanish not-found page.
  const spanish = decoded === '/es' || decoded.startsWith('/es/')
  const notFoundPath = join(root, spanish ? '_not-found.es.html' : '_not-found.html')
  const notFound = await readIfFile(notFoundPath)
  return {
    status: 404,
    body: notFound?.body ?? Buffer.from('Not found'),
    contentType: CONTENT_TYPES['.html'] as string,
    cacheControl: 'no-cache',
    path: notFound ? notFoundPath : undefined,
    etag: notFound?.etag,
  }
}
