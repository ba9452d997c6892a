import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'

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
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite/manifest.json'), '{}')
})

describe('the built site', () => {
  const get = (path: string, init?: RequestInit) =>
    Promise.resolve(createApp({ distDir: dist }).request(path, init))
  const text = async (path: string) => (await get(path)).text()

  it('serves each route its own prerendered page', async () => {
    expect(await text('/')).toBe('home')
    expect(await text('/about')).toBe('about')
    expect(await text('/about/')).toBe('about')
    const post = await get('/blog-single/a-post')
    expect(await post.text()).toBe('post')
    expect(post.headers.get('Cache-Control')).toBe('no-cache')
    expect(post.headers.get('Content-Type')).toContain('text/html')
  })

  it('caches hashed assets for a year', async () => {
    const js = await get('/assets/main-abc.js')
    expect(js.headers.get('Cache-Control')).toContain('immutable')
    expect(js.headers.get('Content-Type')).toContain('javascript')
  })

  it('answers an unknown path with the not-found page and 404', async () => {
    const missing = await get('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toBe('no-cache')
    expect(await missing.text()).toBe('missing')
    const head = await get('/no-such-page', { method: 'HEAD' })
    expect(head.status).toBe(404)
  })

  it('serves the Spanish twins, and the Spanish not-found page under /es', async () => {
    expect(await text('/es')).toBe('inicio')
    expect(await text('/es/about')).toBe('quiénes somos')
    const missing = await get('/es/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('no encontrada')
    for (const path of ['/es/404', '/_not-found.es']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('answers the not-found pages at their own addresses with 404 too', async () => {
    for (const path of ['/404', '/404.html', '/_not-found', '/_not-found.html', '/404/']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('never leaves the build folder, nor serves its Vite manifest', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2F..%2Fetc/passwd',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})
