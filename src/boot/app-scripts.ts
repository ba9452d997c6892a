/** Marks the JSON blocks in a page's body that list its scripts (written by the prerender). */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts'

/** One JSON block: the root's names the entry and what start-up imports, a route's its own chunks. */
export interface AppScripts {
  entry?: string
  preloads: string[]
  /**
   * Chunks of the parts of the page that hydrate when the visitor nears them
   * (src/ui/lazy-near-viewport.tsx), with what only they import: fetched, not run, once the page
   * has hydrated (src/boot/fetch-later.ts), so such a part can still hydrate should the
   * connection drop before the visitor scrolls to it.
   */
  later?: string[]
}

/** How long an unfinished load event (a slow image) may hold the app back. */
export const LOAD_FALLBACK_MS = 3000
