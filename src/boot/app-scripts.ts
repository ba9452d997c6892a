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
