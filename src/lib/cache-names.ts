/**
 * Names of the service worker's runtime caches that hold visitors' data, shared by the worker
 * (which fills them) and the privacy page (which empties them on request).
 */
export const IMPACT_REPORTS_CACHE = 'impact-reports'
