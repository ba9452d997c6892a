/** Marks the JSON blocks in a page's body that list its scripts (written by the prerender). */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts'

/** One JSON block: the root's names the entry and what start-up imports, a route's its own chunks. */
export interface AppScripts {
  entry?: string
  preloads: string[]
  /** Chunks of parts that hydrate near the viewport and must work offline (fetch-later.ts). */
  later?: string[]
}

/** How long an unfinished load event (a slow image) may hold the app back. */
export const LOAD_FALLBACK_MS = 3000

/**
 * The worker the loader starts with the app's scripts, which loads the engine's locale data off
 * the main thread (public/intl-warm-up.js, docs/startup.md).
 */
export const INTL_WARM_UP = '/intl-warm-up.js'
