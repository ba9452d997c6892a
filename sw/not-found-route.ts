import { localeOfPath } from '../src/lib/i18n/locales'
import { NOT_FOUND_ADDRESS, notFoundFileFor } from '../src/lib/not-found-shell'

/**
 * Not-found pages from the precache answer with HTTP status 404, as the server does: a page that
 * does not exist must not look like one that does, online (the worker answers navigations even
 * with a network) or offline.
 */

/** The not-found page in the language of an address. */
export function notFoundPageFor(pathname: string): string {
  return `/${notFoundFileFor(localeOfPath(pathname))}`
}

/** The precached page for a not-found page's own address (precached as a page), else undefined. */
export function notFoundPageAt(pathname: string): string | undefined {
  const file = NOT_FOUND_ADDRESS.exec(pathname.replace(/(.)\/$/, '$1'))?.[1]
  return file && `/${file}.html`
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
