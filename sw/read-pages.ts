import { pageKey } from './language-pages'

/**
 * The pages the install leaves out (older posts, a post's other layouts, past events) and their
 * files (a post's text chunk, uploaded images), kept once read so they open again offline. Each
 * cache is bounded (Workbox expiration drops the least recently used beyond the count, and
 * any copy over a month old), so years of posts never fill the device.
 */
export const READ_PAGES_CACHE = 'read-pages'
export const READ_FILES_CACHE = 'read-files'
export const READ_PAGES_LIMIT = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }
/** A post is its text chunk and up to two images. */
export const READ_FILES_LIMIT = { maxEntries: 180, maxAgeSeconds: 30 * 24 * 60 * 60 }

/**
 * A file of the build the precache may not hold: a script chunk or an uploaded image. Both are
 * named by their content, so a cached copy is never stale.
 */
export function isReadFile(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/(assets|images\/sanity)\//.test(url.pathname)
}

/**
 * At a new version of the worker, brings the pages read so far up to date, as the languages'
 * caches are, so they never point at scripts the new precache no longer has: a page the new build
 * still has is fetched again (kept as it was if that fails), one it no longer has is dropped.
 */
export async function refreshReadPages(
  cache: Cache,
  isKnown: (pathname: string) => boolean,
  fetchPage: (url: string) => Promise<Response>,
): Promise<void> {
  for (const request of await cache.keys()) {
    const url = new URL(request.url)
    if (!isKnown(url.pathname)) {
      await cache.delete(request)
      continue
    }
    try {
      const response = await fetchPage(pageKey(url))
      if (response.ok) await cache.put(request, response)
    } catch {
      // Offline or the server is down: the page read before stays.
    }
  }
}
