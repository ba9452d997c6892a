import { serve } from '@hono/node-server'
import { createApp } from './app'

const port = Number(process.env.PORT ?? 4173)
const hostname = process.env.HOST ?? '127.0.0.1'
const distDir = process.env.DIST_DIR ?? 'dist'

const server = serve({ fetch: createApp({ distDir }).fetch, port, hostname }, (info) => {
  console.log(
    `Serving ${distDir} on http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${info.port}`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
