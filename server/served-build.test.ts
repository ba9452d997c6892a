import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { BUILD_RECORD_FILE } from './build-record'
import { createSiteBuilds } from './served-build'

/** A build folder whose home page says `name`, with its own asset and content API origin. */
function buildFolder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, 'index.html'), `<!DOCTYPE html><html><body>${name}</body></html>`)
  writeFileSync(join(dir, `assets/main-${name}.js`), `console.log('${name}')`)
  writeFileSync(
    join(dir, BUILD_RECORD_FILE),
    JSON.stringify({
      origins: { connect: [`https://${name}.example.org`], frame: [], payment: [], stripe: false },
    }),
  )
  return dir
}

const connectSources = (response: Response) =>
  /connect-src ([^;]*)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]

describe('switching to a new build while serving', () => {
  it('answers new requests from the new build, with its security headers', async () => {
    const builds = createSiteBuilds([buildFolder('first')])
    const app = createApp({ distDir: builds.current().dir, builds })
    builds.switchTo(buildFolder('second'))
    const home = await app.request('/')
    expect(await home.text()).toContain('second')
    expect(connectSources(home)).toContain('https://second.example.org')
    expect(connectSources(home)).not.toContain('first')
  })

  it('finishes a request in flight from the build it started with, page and headers', async () => {
    const builds = createSiteBuilds([buildFolder('first')])
    const app = createApp({ distDir: builds.current().dir, builds })
    const inFlight = app.request('/')
    builds.switchTo(buildFolder('second'))
    const home = await inFlight
    expect(await home.text()).toContain('first')
    expect(connectSources(home)).toContain('https://first.example.org')
  })

  it("keeps serving the previous builds' hashed assets, up to the number kept", async () => {
    const builds = createSiteBuilds([buildFolder('first')], 2)
    const app = createApp({ distDir: builds.current().dir, builds })
    builds.switchTo(buildFolder('second'))
    const old = await app.request('/assets/main-first.js')
    expect(old.status).toBe(200)
    expect(await old.text()).toBe("console.log('first')")
    expect(old.headers.get('Cache-Control')).toContain('immutable')
    expect((await app.request('/assets/main-second.js')).status).toBe(200)
    // Only hashed assets come from an earlier build: its pages are gone with it.
    expect((await app.request('/assets/main-none.js')).status).toBe(404)

    builds.switchTo(buildFolder('third'))
    expect((await app.request('/assets/main-second.js')).status).toBe(200)
    expect((await app.request('/assets/main-first.js')).status).toBe(404)
    expect(builds.dirs()).toHaveLength(2)
  })
})
