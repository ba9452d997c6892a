import { localeOfPath } from '../src/lib/i18n/locales'
import { notFoundFileFor } from '../src/lib/not-found-shell'

/**
 * Not-found pages from the precache answer with HTTP status 404, as the server does: a page that
 * does not exist must not look like one that does, online (the worker answers navigations even
 * with a network) or offline.
 */
export const NOT_FOUND_PAGE = `/${notFoundFileFor('en')}`
/** The Spanish not-found page, for unknown addresses under /es. */
export const NOT_FOUND_PAGE_ES = `/${notFoundFileFor('es')}`

/** The not-found page in the language of an address. */
export function notFoundPageFor(pathname: string): string {
  return `/${notFoundFileFor(localeOfPath(pathname))}`
}

// The 404 page's own addresses: precached as pages, but still "not found".
const OWN_ADDRESSES: Record<string, string> = {
  '/404': '/404.html',
  '/404.html': '/404.html',
  '/_not-found': NOT_FOUND_PAGE,
  '/_not-found.html': NOT_FOUND_PAGE,
  '/es/404': '/es/404.html',
  '/es/404.html': '/es/404.html',
  '/_not-found.es': NOT_FOUND_PAGE_ES,
  '/_not-found.es.html': NOT_FOUND_PAGE_ES,
}

/** The precached page for a not-found page's own address, else undefined. */
export function notFoundPageAt(pathname: string): string | undefined {
  return OWN_ADDRESSES[pathname.replace(/(.)\/$/, '$1')]
}

/** The same page and headers with status 404. */
export function asNotFound(page: Response): Response {
  return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers })
}

/**
 * Whether the precache may keep an answer it fetched at install: what Workbox keeps by default
 * (below 400), plus the not-found pages, which the server rightly answers with 404.
 */
export function isPrecacheable(url: string, response: Response): boolean {
  if (response.status < 400) return true
  return response.status === 404 && notFoundPageAt(new URL(url).pathname) !== undefined
}
