import { type Locale, localizePath } from './i18n/locales'

/** The URLs one route pattern is prerendered at (src/prerender-paths.ts). */
export interface RoutePages {
  pattern: string
  paths: string[]
}

/** The URLs of one language's pages: the English paths, or their twins under /es. */
export function localizedPaths(routes: readonly RoutePages[], locale: Locale): string[] {
  return routes.flatMap((route) => route.paths.map((path) => localizePath(path, locale)))
}
