import type { Locale } from './i18n/locales'

/**
 * The attribute the build puts on the not-found page's <html>. That page is served at every
 * address without a page of its own (an unknown slug, a mistyped path), so the browser entry
 * renders it afresh for the address instead of hydrating it: hydrating a page rendered for
 * another address fails as soon as the client matches a different route (TanStack/router#8473).
 */
export const NOT_FOUND_SHELL_ATTRIBUTE = 'data-not-found-shell'

/**
 * The not-found pages' own addresses, with or without .html (the first group is the file's name
 * without it): reached by their own address they are still "not found", from the server and the
 * service worker alike, so a crawler or a monitor never takes /404 for a page that exists.
 */
export const NOT_FOUND_ADDRESS = /^\/(404|es\/404|_not-found(?:\.es)?)(?:\.html)?$/

/**
 * The not-found page of one language, precached for every visitor (unknown addresses offline, in
 * either language): _not-found.html, _not-found.es.html.
 */
export function notFoundFileFor(locale: Locale): string {
  return locale === 'en' ? '_not-found.html' : `_not-found.${locale}.html`
}
