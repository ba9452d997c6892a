import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Connect, ViteDevServer } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { EDITS, editedDataset } from '../../tests/fixtures/edited-dataset.ts'
import { startFakeSanity } from '../../tests/fixtures/fake-sanity.ts'
import { siteFilesPlugin } from './content-files.ts'
import { contentPlugin } from './content-plugin.ts'
import { contentSource } from './query-content.ts'
import { reports } from './report-content.ts'
import { loadContent } from './site-content.ts'

const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))))

/** The content's files as the dev server answers them, alone on a port; others answer 404. */
async function devServer(content: ReturnType<typeof contentPlugin>): Promise<string> {
  const plugin = siteFilesPlugin('content-files', content.files)
  const middlewares: Connect.NextHandleFunction[] = []
  const server = {
    middlewares: { use: (handler: Connect.NextHandleFunction) => middlewares.push(handler) },
  }
  ;(plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer)
  const http = createServer((request, response) => {
    const [handler] = middlewares
    if (!handler) throw new Error('The plugin added no middleware')
    handler(request, response, () => {
      response.writeHead(404)
      response.end()
    })
  })
  servers.push(http)
  await new Promise<void>((ready) => http.listen(0, '127.0.0.1', () => ready()))
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`
}

describe('the dev server answers the files a build would write', () => {
  it('the sample reports, with no project configured', async () => {
    const base = await devServer(contentPlugin({ project: null }))
    const answer = await fetch(`${base}/data/reports.sample.json`)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await answer.json()).toEqual(
      (await loadContent(contentSource(null), { reports })).reports,
    )
    expect((await fetch(`${base}/data/other.json`)).status).toBe(404)
  })

  it('an image uploaded in Sanity, at the address the page shows', async () => {
    const fake = await startFakeSanity([], 0, editedDataset())
    try {
      const content = contentPlugin({
        project: { projectId: 'edited-project', dataset: 'production', apiHost: fake.url },
        cdnHost: fake.url,
      })
      const base = await devServer(content)
      const { events } = await content.siteContent()
      const event = events.en.find((item) => item.id === EDITS.uploadedImageOf)
      expect(event?.image.src).toMatch(/^\/images\/sanity\/[0-9a-f]{12}\.webp$/)
      const answer = await fetch(`${base}${event?.image.src}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/webp')
      expect(new TextDecoder().decode((await answer.arrayBuffer()).slice(8, 12))).toBe('WEBP')
      // A configured project's reports come from Sanity itself, never from a file of the site.
      expect((await fetch(`${base}/data/reports.sample.json`)).status).toBe(404)
    } finally {
      await fake.close()
    }
  })
})
