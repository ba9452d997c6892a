// A build served by a production app on 127.0.0.1 at a free port, for the bench. An app from
// before the build wrote each file's .br and .gz (an A/B run's older commit) compresses each file
// on its first request, at the highest brotli level; a deployed server has long done that, so it
// is done here before any measurement, which then times the page alone.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { startHttpServer } from '../../server/http-server'

/** What the bench needs of server/app.ts's createApp (of this commit or of another). */
export type CreateApp = (options: { distDir: string }) => {
  fetch: (request: Request) => Response | Promise<Response>
}

export interface ServedBuild {
  baseURL: string
  close: () => Promise<void>
}

/** Serves `distDir`, with `paths` and every file of its assets/ compressed beforehand. */
export async function serveBuild(
  createApp: CreateApp,
  distDir: string,
  paths: readonly string[],
): Promise<ServedBuild> {
  const app = createApp({ distDir })
  const assets = readdirSync(join(distDir, 'assets')).map((file) => `/assets/${file}`)
  for (const path of [...paths, ...assets]) {
    await app.fetch(
      new Request(`http://127.0.0.1${path}`, { headers: { 'accept-encoding': 'br' } }),
    )
  }
  const server = await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
  return { baseURL: `http://127.0.0.1:${server.port}`, close: server.close }
}
