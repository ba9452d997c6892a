import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCALES } from '../../../src/lib/i18n/locales'
import { type InstallContent, installedRoutes as installed } from '../../../src/lib/offline-install'
import { localizedPaths, type RoutePages } from '../../../src/lib/route-pages'

export { NEWEST_POSTS_INSTALLED } from '../../../src/lib/offline-install'

// The pages the build prerendered, read from the build's own server bundle: the same route tree
// the app runs, without compiling the app's modules (styles, inlined scripts) in the test runner.
const SERVER_ENTRY = 'dist-ssr/entry-server.js'

if (!existsSync(SERVER_ENTRY)) throw new Error('No build in dist-ssr/: run `npm run build` first.')

const serverEntry = (await import(pathToFileURL(resolve(SERVER_ENTRY)).href)) as {
  prerenderedRoutes: () => RoutePages[]
  installContent: () => InstallContent
}

/** Every route pattern with the URLs it was prerendered at. */
export const prerenderedRoutes: () => RoutePages[] = serverEntry.prerenderedRoutes

/** Every URL the build wrote as its own page, English first. */
export const prerenderPaths = (): string[] =>
  LOCALES.flatMap((locale) => localizedPaths(prerenderedRoutes(), locale))

/** Every route pattern with the URLs each language's install holds (src/lib/offline-install.ts). */
export const installedRoutes = (): RoutePages[] =>
  installed(prerenderedRoutes(), serverEntry.installContent())
