import type { ServerManifest } from '@tanstack/router-core'

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
 * Derives TanStack Router's asset manifest from Vite's build manifest: the root gets the entry
 * script and the stylesheet; each route gets its code-split chunk as a modulepreload so the
 * browser fetches it in parallel with the entry instead of after it.
 */
export function buildRouterManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest`)
  // With cssCodeSplit off, the one stylesheet is its own manifest entry rather than a chunk's css.
  const css = Object.values(manifest).flatMap((chunk) => [
    ...(chunk.css ?? []),
    ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
  ])
  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: staticClosure(manifest, CLIENT_ENTRY),
      css: [...new Set(css)].map((file) => `/${file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  const entryChunks = new Set(staticClosure(manifest, CLIENT_ENTRY))
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = routeIdFor(chunk.src ?? key)
    if (!routeId || routeId === '__root__' || !chunk.isDynamicEntry) continue
    const preloads = staticClosure(manifest, key).filter((url) => !entryChunks.has(url))
    const existing = routes[routeId]?.preloads ?? []
    routes[routeId] = { preloads: [...new Set([...existing, ...preloads])] }
  }
  return { routes }
}
