/**
 * Names of the service worker's runtime caches that hold visitors' data, shared by the worker
 * (which fills them) and the privacy page (which empties them on request).
 */
export const IMPACT_REPORTS_CACHE = 'impact-reports'

/**
 * The message a Spanish page posts to the service worker: keep the Spanish pages offline
 * (sw/language-pages.ts). Shared so that page and worker cannot disagree on it.
 */
export const CACHE_LANGUAGE_MESSAGE = 'CACHE_LANGUAGE'
