import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RoutePages } from '../../../src/prerender-paths'

// The pages the build prerendered, read from the build's own server bundle: the same route tree
// the app runs, without compiling the app's modules (styles, inlined scripts) in the test runner.
const SERVER_ENTRY = 'dist-ssr/entry-server.js'

if (!existsSync(SERVER_ENTRY)) throw new Error('No build in dist-ssr/: run `npm run build` first.')

const serverEntry = (await import(pathToFileURL(resolve(SERVER_ENTRY)).href)) as {
  prerenderPaths: () => string[]
  prerenderedRoutes: () => RoutePages[]
  installedRoutes: () => RoutePages[]
  NEWEST_POSTS_INSTALLED: number
}

/** Every URL the build wrote as its own page. */
export const prerenderPaths: () => string[] = serverEntry.prerenderPaths

/** Every route pattern with the URLs it was prerendered at. */
export const prerenderedRoutes: () => RoutePages[] = serverEntry.prerenderedRoutes

/** Every route pattern with the URLs each language's install holds (src/installed-pages.ts). */
export const installedRoutes: () => RoutePages[] = serverEntry.installedRoutes

/** How many of the newest posts the install holds. */
export const NEWEST_POSTS_INSTALLED: number = serverEntry.NEWEST_POSTS_INSTALLED
