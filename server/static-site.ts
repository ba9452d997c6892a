import { join } from 'node:path'
import { type ServeStaticOptions, serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
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

// The not-found pages themselves: reached by their own address they are still "not found", so a
// crawler or a monitor never takes /404 for a page that exists.
const NOT_FOUND_FILES = /^\/(es\/404|404|_not-found(\.es)?)\.html$/

/** The file a URL path names: the file itself, else the route's prerendered page (`/about` -> about.html). */
export function fileOf(urlPath: string): string {
  const path = urlPath.replace(/\/+$/, '')
  if (path === '') return '/index.html'
  return /\.[a-z0-9]+$/i.test(path) ? path : `${path}.html`
}

type StaticEnv = { Variables: SecurityVariables & { site: ServedBuild } }

/**
 * `serveStatic` as a function that answers the file, or undefined when there is none; a page
 * found sets its inline script hashes for its policy (`scriptHashes`, see inline-script-hashes).
 */
export function serveBuildFile<E extends { Variables: SecurityVariables }>(
  options: ServeStaticOptions<E>,
  scriptHashes: (page: string) => string[],
): (c: Context<E>) => Promise<Response | undefined> {
  const handler = serveStatic<E>({
    ...options,
    onFound: (path, c) => {
      // The page as built, whichever encoding of it is sent.
      const page = path.replace(/\.(br|gz)$/, '')
      if (page.endsWith('.html')) (c as Context).set('scriptHashes', scriptHashes(page))
    },
  })
  return (c) => handler(c, async () => {}) as Promise<Response | undefined>
}

interface BuildFiles {
  /** The file for the request's path, or undefined when the folder has none. */
  file: (c: Context<StaticEnv>) => Promise<Response | undefined>
  /** The not-found page, English or Spanish. */
  notFound: Record<'en' | 'es', (c: Context<StaticEnv>) => Promise<Response | undefined>>
}

/**
 * The built site, served by `serveStatic` (types, precompressed .br/.gz from the build, HEAD,
 * ranges), with what it cannot know added: each page's inline script hashes for its policy, the
 * cache lifetimes, the not-found page with status 404, and the earlier builds' hashed assets.
 * Each request is answered from the build it started with (`c.var.site`).
 */
export function staticSite(builds: SiteBuilds): MiddlewareHandler<StaticEnv> {
  const scriptHashes = createScriptHashCache()
  const perFolder = new Map<string, BuildFiles>()
  const filesOf = (dir: string): BuildFiles => {
    let files = perFolder.get(dir)
    if (!files) {
      // A folder no longer served (rebuilds replaced it) is forgotten.
      for (const old of perFolder.keys()) if (!builds.dirs().includes(old)) perFolder.delete(old)
      const serve = (options: ServeStaticOptions<StaticEnv>) =>
        serveBuildFile({ ...options, precompressed: true }, scriptHashes)
      files = {
        file: serve({ root: dir, rewriteRequestPath: fileOf }),
        notFound: {
          en: serve({ path: join(dir, '_not-found.html') }),
          es: serve({ path: join(dir, '_not-found.es.html') }),
        },
      }
      perFolder.set(dir, files)
    }
    return files
  }

  return async (c) => {
    const path = c.req.path
    const build = c.get('site')
    // Vite's manifest and other dot-files are the build's own.
    let found = /\/\./.test(path) ? undefined : await filesOf(build.dir).file(c)
    // A tab opened before a rebuild still loads the chunks its page names.
    if (!found && path.startsWith('/assets/')) {
      for (const dir of builds.dirs()) {
        if (dir === build.dir) continue
        found = await filesOf(dir).file(c)
        if (found) break
      }
    }
    if (found && !NOT_FOUND_FILES.test(fileOf(path))) {
      found.headers.set('Cache-Control', cacheControlFor(path))
      // A weak validator from what serveStatic read of the file; etag() answers 304 with it.
      const modified = Date.parse(found.headers.get('Last-Modified') ?? '') / 1000
      found.headers.set('ETag', `W/"${found.headers.get('Content-Length')}-${modified}"`)
      return found
    }
    // An unknown address under /es gets the Spanish not-found page.
    const spanish = path === '/es' || path.startsWith('/es/')
    const page = found ?? (await filesOf(build.dir).notFound[spanish ? 'es' : 'en'](c))
    const headers = new Headers(page?.headers)
    headers.set('Cache-Control', 'no-cache')
    if (!page) headers.set('Content-Type', 'text/plain; charset=utf-8')
    return new Response(page ? page.body : 'Not found', { status: 404, headers })
  }
}
