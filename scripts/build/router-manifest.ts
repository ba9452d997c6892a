import type { ServerManifest } from '@tanstack/router-core'
import type { Manifest } from 'vite'
import { appScriptsBlock } from './app-scripts.ts'
import { ROOT_ROUTE_ID } from './route-files.ts'

/**
 * Parts of pages that start when the visitor nears them (`lazyNearViewport` in src/, and this
 * device's list of volunteer sign-ups) and must work offline: a route that imports one lists its
 * chunks as `later`, fetched once the page has hydrated. The sign-up form must save a sign-up
 * with no signal, and the list show it, even on the first visit, before the service worker is in
 * control. (The home sections are not here: their prerendered HTML is all they need offline, and
 * fetching them would only add to the home page's start.)
 */
export const LAZY_PART_SOURCES = [
  'src/features/volunteer/SignupForm.tsx',
  'src/features/volunteer/signup-actions.ts',
]

/** The manifest keys of a chunk and every chunk it statically imports, itself first. */
function staticClosureKeys(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [key, ...(chunk.imports ?? []).flatMap((k) => staticClosureKeys(manifest, k, seen))]
}

/** The same chunks as absolute URLs. */
const staticClosure = (manifest: Manifest, key: string, seen?: Set<string>) =>
  staticClosureKeys(manifest, key, seen).map((k) => `/${manifest[k]?.file}`)

/**
 * Derives TanStack Router's asset manifest from Vite's build manifest. The root gets the
 * stylesheet and the start-up scripts: the entry and everything it imports, statically or
 * dynamically (src/boot/main.tsx imports React DOM and the app that way, to evaluate them in
 * tasks of their own). Each route gets its code-split chunks and what only they import;
 * `routeIdOf` names the route a source file defines (scripts/build/route-files.ts). Scripts are
 * listed as JSON for the page's loader (src/boot/app-loader.ts), which requests them all at once
 * after the page has painted, instead of as modulepreload links and a module script that the
 * browser would fetch while the page is still parsing.
 */
export function buildRouterManifest(
  manifest: Manifest,
  routeIdOf: (file: string) => string | undefined,
): ServerManifest {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  const [entryKey, entry] = entries[0] ?? []
  if (!entryKey || !entry || entries.length !== 1) {
    throw new Error(`Expected one entry in the Vite manifest, found ${entries.length}`)
  }
  // With cssCodeSplit off, the one stylesheet is its own manifest entry rather than a chunk's css.
  const css = Object.values(manifest).flatMap((chunk) => [
    ...(chunk.css ?? []),
    ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
  ])
  const seenAtStartup = new Set<string>()
  const startupScripts = [entryKey, ...(entry.dynamicImports ?? [])].flatMap((key) =>
    staticClosure(manifest, key, seenAtStartup),
  )
  const routes: ServerManifest['routes'] = {
    [ROOT_ROUTE_ID]: {
      css: [...new Set(css)].map((file) => `/${file}`),
      scripts: [appScriptsBlock({ entry: `/${entry.file}`, preloads: startupScripts })],
    },
  }
  const entryChunks = new Set(startupScripts)
  // A route can have several split chunks (component, error component...): list them all.
  const routeChunks = new Map<string, Set<string>>()
  const laterKeys = new Map<string, string[]>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue
    const routeId = routeIdOf(chunk.src ?? key)
    if (!routeId || routeId === ROOT_ROUTE_ID) continue
    const chunks = routeChunks.get(routeId) ?? new Set<string>()
    for (const url of staticClosure(manifest, key)) if (!entryChunks.has(url)) chunks.add(url)
    routeChunks.set(routeId, chunks)
    // The import() of a lazy part may sit in a chunk the route's chunk imports.
    const parts = staticClosureKeys(manifest, key).flatMap((k) =>
      (manifest[k]?.dynamicImports ?? []).filter((d) => LAZY_PART_SOURCES.includes(d)),
    )
    laterKeys.set(routeId, [...(laterKeys.get(routeId) ?? []), ...parts])
  }
  for (const [routeId, chunks] of routeChunks) {
    const later = new Set<string>()
    for (const key of laterKeys.get(routeId) ?? []) {
      for (const url of staticClosure(manifest, key)) {
        if (!entryChunks.has(url) && !chunks.has(url)) later.add(url)
      }
    }
    routes[routeId] = {
      scripts: [
        appScriptsBlock({
          preloads: [...chunks],
          ...(later.size > 0 ? { later: [...later] } : {}),
        }),
      ],
    }
  }
  return { routes }
}
