import type { ServerManifest } from '@tanstack/router-core'
import { appScriptsBlock } from './app-scripts.ts'

export interface ViteManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

const CLIENT_ENTRY = 'src/main.tsx'
/**
 * Chunks every page imports dynamically: the app itself (src/main.tsx evaluates it apart from
 * the entry) and notistack, which the toast facade loads for the first toast. They are fetched
 * with the entry, so the start waits on no network and nothing is left to fetch should the
 * visitor go offline.
 */
export const STARTUP_CHUNKS = ['src/start-app.tsx', 'src/ui/toast/NotistackToaster.tsx']

/** Every chunk a chunk statically imports, itself first, as absolute URLs. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [
    `/${chunk.file}`,
    ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen)),
  ]
}

/** The route id TanStack Router gives a file route, from its source path. */
export function routeIdFor(src: string): string | undefined {
  const match = /^src\/routes\/(.+)\.tsx$/.exec(src.split('?')[0] ?? '')
  if (!match?.[1]) return undefined
  const file = match[1]
  if (file === '__root') return '__root__'
  if (file === 'index') return '/'
  return `/${file.replace(/\./g, '/')}`
}

/**
 * Derives TanStack Router's asset manifest from Vite's build manifest: the root gets the
 * stylesheet and the app's scripts; each route gets its code-split chunk and the chunks only it
 * imports. Scripts are listed as JSON for the page's loader (src/lib/app-loader.ts), which requests them all in
 * parallel once the page has painted, instead of as modulepreload links and a module script that
 * the browser would fetch while the page is still parsing.
 */
export function buildRouterManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest`)
  // With cssCodeSplit off, the one stylesheet is its own manifest entry rather than a chunk's css.
  const css = Object.values(manifest).flatMap((chunk) => [
    ...(chunk.css ?? []),
    ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
  ])
  for (const key of STARTUP_CHUNKS) {
    if (!manifest[key]) throw new Error(`${key} is missing from the Vite manifest`)
  }
  const seenAtStartup = new Set<string>()
  const startupScripts = [CLIENT_ENTRY, ...STARTUP_CHUNKS].flatMap((key) =>
    staticClosure(manifest, key, seenAtStartup),
  )
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: [...new Set(css)].map((file) => `/${file}`),
      scripts: [
        appScriptsBlock({
          entry: `/${entry.file}`,
          preloads: startupScripts,
        }),
      ],
    },
  }
  const entryChunks = new Set(startupScripts)
  // A route can have several split chunks (component, error component...): list them all.
  const routeChunks = new Map<string, Set<string>>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = routeIdFor(chunk.src ?? key)
    if (!routeId || routeId === '__root__' || !chunk.isDynamicEntry) continue
    const chunks = routeChunks.get(routeId) ?? new Set<string>()
    for (const url of staticClosure(manifest, key)) if (!entryChunks.has(url)) chunks.add(url)
    routeChunks.set(routeId, chunks)
  }
  for (const [routeId, chunks] of routeChunks) {
    routes[routeId] = { scripts: [appScriptsBlock({ preloads: [...chunks] })] }
  }
  return { routes }
}
