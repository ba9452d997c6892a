import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { resolveStaticFile } from './static-site'

export interface AppOptions {
  distDir: string
}

/** The production server: the prerendered site with caching headers (checkout comes later). */
export function createApp({ distDir }: AppOptions): Hono {
  const app = new Hono()
  app.use(compress())
  app.get('/healthz', (c) => c.json({ ok: true }))
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = await resolveStaticFile(distDir, c.req.path)
    return c.body(new Uint8Array(file.body), file.status, {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
    })
  })
  return app
}
