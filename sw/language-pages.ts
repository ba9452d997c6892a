import { CACHE_LANGUAGE_MESSAGE } from '../src/lib/cache-names'
import { catalogLocaleOf } from '../src/lib/i18n/catalog-files'
import { isLocale, type Locale, localeOfPath } from '../src/lib/i18n/locales'
import { type ListedPage, pagesCacheName } from '../src/lib/offline-install'

/**
 * Each language's pages and messages file, kept offline apart from the precache
 * (src/lib/offline-install.ts says what each holds). A language's are downloaded only for a
 * visitor who reads it: at install, the language of the page that installed the worker; later,
 * any language a page of which is opened (each page posts CACHE_LANGUAGE with its language once
 * the worker is active, so after a switch the other language is cached in the background). A new
 * version of the worker brings every kept language up to date before it takes over.
 *
 * Not a Workbox PrecacheController per language: one page that fails to download fails its whole
 * install (and so the worker's), where here that page is fetched on the next visit; and it keeps
 * its address-to-cache-key map in memory only, which a worker stopped between events loses, so
 * every navigation would first re-read the language's list to find its page.
 */
const REVISION_HEADER = 'x-page-revision'

/** The cache key of a page: its address without a query or a trailing slash. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname.replace(/(.)\/$/, '$1')}`
}

/** The language of a CACHE_LANGUAGE message, if it is one. */
export function requestedLanguage(data: unknown): Locale | undefined {
  const message = data as { type?: unknown; locale?: unknown } | null
  return message?.type === CACHE_LANGUAGE_MESSAGE && isLocale(message.locale)
    ? message.locale
    : undefined
}

/** The languages of the given window addresses; English if there are none. */
export function languagesOf(urls: readonly string[]): Locale[] {
  const locales = new Set(urls.map((url) => localeOfPath(new URL(url).pathname)))
  return locales.size > 0 ? [...locales] : ['en']
}

/**
 * Brings one language's pages cache up to the listed revisions: fetches what is missing or
 * changed, drops what is no longer listed. A page that fails to download is left for next time.
 */
export async function cachePages(
  locale: Locale,
  list: readonly ListedPage[],
  origin: string,
  cacheStorage: CacheStorage,
  fetchPage: (url: string) => Promise<Response>,
): Promise<void> {
  const cache = await cacheStorage.open(pagesCacheName(locale))
  const listed = new Set<string>()
  for (const page of list) {
    const key = pageKey(new URL(page.url, origin))
    listed.add(key)
    const cached = await cache.match(key)
    if (cached?.headers.get(REVISION_HEADER) === page.revision) continue
    try {
      const response = await fetchPage(key)
      if (!response.ok) continue
      const headers = new Headers(response.headers)
      headers.set(REVISION_HEADER, page.revision)
      await cache.put(key, new Response(await response.blob(), { status: 200, headers }))
    } catch {
      // Offline or the server is down: the next version or the next page tries again.
    }
  }
  for (const request of await cache.keys()) {
    if (!listed.has(request.url)) await cache.delete(request)
  }
}

/** The language whose cache keeps an address: a messages file's, else the page's. */
export function languageOfAddress(pathname: string): Locale {
  return catalogLocaleOf(pathname) ?? localeOfPath(pathname)
}

/**
 * A page (or a language's messages file) from its language's cache, else from the network, else
 * undefined (offline, not kept).
 */
export async function languagePage(
  request: Request,
  cacheStorage: CacheStorage,
  fetchPage: (request: Request) => Promise<Response>,
): Promise<Response | undefined> {
  const url = new URL(request.url)
  const cache = await cacheStorage.open(pagesCacheName(languageOfAddress(url.pathname)))
  const cached = await cache.match(pageKey(url))
  if (cached) return cached
  try {
    return await fetchPage(request)
  } catch {
    return undefined
  }
}
