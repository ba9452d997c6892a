import { type Locale, localeOfPath } from '../src/lib/i18n/locales'
import { pagesCacheName } from '../src/lib/offline-install'
import { offlinePageFile, SAVED_PAGES_SLOT } from '../src/lib/offline-page'
import { READ_PAGES_CACHE } from './read-pages'

/** The precached offline page in the language of an address. */
export function offlinePageFor(pathname: string): string {
  return `/${offlinePageFile(localeOfPath(pathname))}`
}

interface SavedPage {
  /** The page's address, e.g. /es/blog-single/a-year-of-gleaning. */
  path: string
  /** Its title, as its HTML writes it (entities and all), without the site's name. */
  title: string
}

/** A page's <title> without the site's name after the last bar. */
export function titleOf(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  return title.replace(/\s+\|[^|]*$/, '').trim()
}

/**
 * The pages of one language this device has, read from the caches now: the language's installed
 * pages and the pages read since, by title; of pages with the same title (the home page's
 * variants), the one with the shortest address.
 */
export async function savedPages(cacheStorage: CacheStorage, locale: Locale): Promise<SavedPage[]> {
  const found: SavedPage[] = []
  for (const name of [pagesCacheName(locale), READ_PAGES_CACHE]) {
    const cache = await cacheStorage.open(name)
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname
      if (localeOfPath(path) !== locale) continue
      const response = await cache.match(request)
      if (!response?.headers.get('content-type')?.includes('text/html')) continue
      const title = titleOf(await response.text())
      if (title) found.push({ path, title })
    }
  }
  const byTitle = new Map<string, SavedPage>()
  for (const page of found.sort((a, b) => a.path.length - b.path.length)) {
    if (!byTitle.has(page.title)) byTitle.set(page.title, page)
  }
  return [...byTitle.values()].sort((a, b) => a.title.localeCompare(b.title, locale))
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The offline page with the saved pages in its list, with status 503: the page exists, this
 * device just cannot reach it now.
 */
export async function asOffline(shell: Response, pages: readonly SavedPage[]): Promise<Response> {
  const items = pages
    .map((page) => `<li><a href="${escapeAttribute(page.path)}">${page.title}</a></li>`)
    .join('')
  const headers = new Headers(shell.headers)
  headers.delete('content-length')
  return new Response((await shell.text()).replace(SAVED_PAGES_SLOT, items), {
    status: 503,
    statusText: 'Service Unavailable',
    headers,
  })
}
