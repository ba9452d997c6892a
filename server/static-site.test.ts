import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { resolveStaticFile } from './static-site'

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'blog-single'))
  writeFileSync(join(dist, 'index.html'), 'home')
  writeFileSync(join(dist, 'about.html'), 'about')
  writeFileSync(join(dist, 'blog-single/a-post.html'), 'post')
  writeFileSync(join(dist, '_not-found.html'), 'missing')
  writeFileSync(join(dist, '404.html'), 'not found')
  writeFileSync(join(dist, 'assets/main-abc.js'), 'js')
  mkdirSync(join(dist, 'es'))
  writeFileSync(join(dist, 'es.html'), 'inicio')
  writeFileSync(join(dist, 'es/about.html'), 'quiénes somos')
  writeFileSync(join(dist, '_not-found.es.html'), 'no encontrada')
  writeFileSync(join(dist, 'es/404.html'), 'no encontrada')
})

describe('resolveStaticFile', () => {
  it('serves each route its own prerendered page', async () => {
    expect((await resolveStaticFile(dist, '/')).body.toString()).toBe('home')
    expect((await resolveStaticFile(dist, '/about')).body.toString()).toBe('about')
    const post = await resolveStaticFile(dist, '/blog-single/a-post')
    expect(post.body.toString()).toBe('post')
    expect(post.cacheControl).toBe('no-cache')
    expect(post.contentType).toContain('text/html')
  })

  it('caches hashed assets for a year', async () => {
    const js = await resolveStaticFile(dist, '/assets/main-abc.js')
    expect(js.cacheControl).toContain('immutable')
    expect(js.contentType).toContain('javascript')
  })

  it('answers an unknown path with the not-found page and 404', async () => {
    const missing = await resolveStaticFile(dist, '/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('missing')
  })

  it('serves the Spanish twins, and the Spanish not-found page under /es', async () => {
    expect((await resolveStaticFile(dist, '/es')).body.toString()).toBe('inicio')
    expect((await resolveStaticFile(dist, '/es/about')).body.toString()).toBe('quiénes somos')
    const missing = await resolveStaticFile(dist, '/es/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('no encontrada')
    for (const path of ['/es/404', '/_not-found.es']) {
      expect((await resolveStaticFile(dist, path)).status, path).toBe(404)
    }
  })

  it('answers the not-found pages at their own addresses with 404 too', async () => {
    for (const path of ['/404', '/404.html', '/_not-found', '/_not-found.html', '/404/']) {
      expect((await resolveStaticFile(dist, path)).status, path).toBe(404)
    }
  })

  it('never leaves the build folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2F..%2Fetc/passwd']) {
      const result = await resolveStaticFile(dist, path)
      expect(result.status, path).toBe(404)
    }
  })
})
