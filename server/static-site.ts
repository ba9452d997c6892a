import { join } from 'node:path'
import { type ServeStaticOptions, serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { NOT_FOUND_ADDRESS } from '../src/lib/not-found-shell'
import { createScriptHashCache } from './inline-script-hashes'
import type { SecurityVariables } from './security-headers'
import type { ServedBuild, SiteBuilds } from './served-build'

/** Hashed build assets never change under their name; everything else must be revalidated. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (urlPath.startsWith('/images/') || urlPath.startsWith('/icons/'))
    return 'public, max-age=86400'
  return 'no-cache'
}

/** The file a URL path names: the file itself, else the route's prerendered page (`/about` -> about.html). */
function fileOf(urlPath: string): string {
  const path = urlPath.replace(/\/+$/, '')
  if (path === '') return '/index.html'
  return /\.[a-z0-9]+$/i.test(path) ? path : `${path}.html`
}

type StaticEnv = { Variables: SecurityVariables & { site: Pick<ServedBuild, 'dir'> } }

/**
 * The built site, served by `serveStatic` (types, precompressed .br/.gz from the build, HEAD,
 * ranges), with what it cannot know added: each page's inline script hashes for its policy
 * (`scriptHashes`, see inline-script-hashes), the cache lifetimes, the not-found page with status
 * 404, and the earlier builds' hashed assets. Each request is answered from the build it started
 * with (`c.var.site`). `precompressed: false` sends every file as built (the preview, which
 * rewrites its pages).
 */
export function staticSite<E extends StaticEnv>(
  builds: Pick<SiteBuilds, 'dirs'>,
  { precompressed = true } = {},
): MiddlewareHandler<E> {
  const scriptHashes = createScriptHashCache()
  // The file serveStatic finds for the request, or undefined when there is none.
  const serve = (options: ServeStaticOptions<E>) => {
    const handler = serveStatic<E>({
      ...options,
      precompressed,
      onFound: (path, c) => {
        // The page as built, whichever encoding of it is sent.
        const page = path.replace(/\.(br|gz)$/, '')
        if (page.endsWith('.html')) (c as Context).set('scriptHashes', scriptHashes(page))
      },
    })
    return (c: Context<E>) => handler(c, async () => {}) as Promise<Response | undefined>
  }
  // The file for the request's path in a build folder, or undefined when the folder has none.
  const perFolder = new Map<string, ReturnType<typeof serve>>()
  const fileIn = (dir: string, c: Context<E>) => {
    let file = perFolder.get(dir)
    if (!file) {
      // A folder no longer served (rebuilds replaced it) is forgotten.
      for (const old of perFolder.keys()) if (!builds.dirs().includes(old)) perFolder.delete(old)
      file = serve({ root: dir, rewriteRequestPath: fileOf })
      perFolder.set(dir, file)
    }
    return file(c)
  }

  return async (c) => {
    const path = c.req.path
    const build = c.get('site')
    // Vite's manifest and other dot-files are the build's own.
    let found = /\/\./.test(path) ? undefined : await fileIn(build.dir, c)
    // A tab opened before a rebuild still loads the chunks its page names.
    if (!found && path.startsWith('/assets/')) {
      for (const dir of builds.dirs()) {
        if (dir === build.dir) continue
        found = await fileIn(dir, c)
        if (found) break
      }
    }
    if (found && !NOT_FOUND_ADDRESS.test(fileOf(path))) {
      found.headers.set('Cache-Control', cacheControlFor(path))
      // A weak validator from what serveStatic read of the file; etag() answers 304 with it.
      const modified = Date.parse(found.headers.get('Last-Modified') ?? '') / 1000
      found.headers.set('ETag', `W/"${found.headers.get('Content-Length')}-${modified}"`)
      return found
    }
    // An unknown address under /es gets the Spanish not-found page.
    const spanish = path === '/es' || path.startsWith('/es/')
    const notFound = join(build.dir, spanish ? '_not-found.es.html' : '_not-found.html')
    const page = found ?? (await serve({ path: notFound })(c))
    const headers = new Headers(page?.headers)
    headers.set('Cache-Control', 'no-cache')
    if (!page) headers.set('Content-Type', 'text/plain; charset=utf-8')
    return new Response(page ? page.body : 'Not found', { status: 404, headers })
  }
}
