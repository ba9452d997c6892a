import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '../scripts/build/precompress-plugin'
import { createApp } from './app'
import { BUILD_RECORD_FILE } from './build-record'

const hydrationScript = '(function(){window.__TSR__={}})();document.currentScript.remove()'
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script>${hydrationScript}</script><script type="module" src="/assets/main-abc.js"></script>` +
  `<p>${'Food rescued and shared. '.repeat(200)}</p></body></html>`
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, 'index.html'), page('Home'))
  writeFileSync(join(dist, 'donate.html'), page('Donate'))
  writeFileSync(join(dist, '_not-found.html'), page('Oops! Page Not Found!'))
  writeFileSync(join(dist, 'assets/main-abc.js'), 'console.log(1)')
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}')
  writeFileSync(
    join(dist, BUILD_RECORD_FILE),
    JSON.stringify({
      origins: {
        connect: [
          'https://*.api.sanity.io',
          'https://*.apicdn.sanity.io',
          'https://api.emailjs.com',
        ],
        frame: ['https://www.openstreetmap.org', 'https://give.example.org'],
        payment: ['https://give.example.org'],
        stripe: false,
      },
    }),
  )
  await precompressFolder(dist)
})

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )
}

describe('the production server', () => {
  it('serves each page with no-cache and hashed assets as immutable', async () => {
    const app = createApp({ distDir: dist })
    const home = await app.request('/')
    expect(home.status).toBe(200)
    expect(home.headers.get('Cache-Control')).toBe('no-cache')
    expect(await home.text()).toContain('<h1>Home</h1>')
    const donate = await app.request('/donate?donation=success')
    expect(await donate.text()).toContain('<h1>Donate</h1>')
    const asset = await app.request('/assets/main-abc.js')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      expect((await app.request(path)).headers.get('Cache-Control'), path).toBe('no-cache')
    }
  })

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await createApp({ distDir: dist }).request('/no-such-page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Oops! Page Not Found!')
  })

  it('answers a revalidation of an unchanged file with 304', async () => {
    const app = createApp({ distDir: dist })
    const first = await app.request('/donate')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^W\/"/)
    const again = await app.request('/donate', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('sends the build’s compressed copy in the best encoding the client accepts', async () => {
    const app = createApp({ distDir: dist })
    const cases = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const
    for (const [accept, encoding, decode] of cases) {
      const response = await app.request('/', { headers: { 'Accept-Encoding': accept } })
      expect(response.headers.get('Content-Encoding'), accept).toBe(encoding)
      expect(response.headers.get('Vary')).toContain('Accept-Encoding')
      const body = decode(Buffer.from(await response.arrayBuffer())).toString()
      expect(body).toBe(page('Home'))
    }
    const plain = await app.request('/')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(page('Home'))
    const missing = await app.request('/gone', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Content-Encoding')).toBe('gzip')
  })

  it('answers the health check', async () => {
    const response = await createApp({ distDir: dist }).request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })
})

describe('security headers', () => {
  it('allow exactly the page’s own inline scripts and the outside origins the build uses', async () => {
    const response = await createApp({ distDir: dist }).request('/donate')
    const csp = directives(response.headers.get('Content-Security-Policy'))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'", sha256(hydrationScript)])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.api.sanity.io',
      'https://*.apicdn.sanity.io',
      'https://api.emailjs.com',
    ])
    expect(csp.get('frame-src')).toEqual([
      'https://www.openstreetmap.org',
      'https://give.example.org',
    ])
    expect(csp.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('go on every answer: pages, the 404 page, assets and the API', async () => {
    const app = createApp({ distDir: dist })
    for (const [path, init] of [
      ['/', undefined],
      ['/missing', undefined],
      ['/assets/main-abc.js', undefined],
      ['/healthz', undefined],
      ['/create-checkout-session', { method: 'POST' }],
    ] as const) {
      const response = await app.request(path, init)
      expect(response.headers.get('Content-Security-Policy'), path).toMatch(/default-src 'self'/)
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('Permissions-Policy'), path).toContain('camera=()')
    }
    const missing = await app.request('/missing')
    expect(directives(missing.headers.get('Content-Security-Policy')).get('script-src')).toContain(
      sha256(hydrationScript),
    )
  })

  it('let only the embedded donation form use wallet payments', async () => {
    const response = await createApp({ distDir: dist }).request('/')
    expect(response.headers.get('Permissions-Policy')).toContain(
      'payment=("https://give.example.org")',
    )
  })

  it('send HSTS only behind HTTPS, believing X-Forwarded-Proto only from a trusted proxy', async () => {
    const direct = createApp({ distDir: dist })
    expect((await direct.request('/')).headers.get('Strict-Transport-Security')).toBeNull()
    // Without TRUST_PROXY anyone could send the header and switch HSTS on for a plain-HTTP site.
    const forged = await direct.request('/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(forged.headers.get('Strict-Transport-Security')).toBeNull()
    const behindProxy = createApp({ distDir: dist, trustedProxies: 1 })
    const proxied = await behindProxy.request('/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(proxied.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    const plain = await behindProxy.request('/', { headers: { 'X-Forwarded-Proto': 'http' } })
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('fall back to the default outside origins for a build without its origins file', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'dist-'))
    writeFileSync(join(bare, 'index.html'), page('Home'))
    const response = await createApp({ distDir: bare }).request('/')
    const csp = directives(response.headers.get('Content-Security-Policy'))
    expect(csp.get('connect-src')).toContain('https://api.emailjs.com')
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
    expect(response.headers.get('Permissions-Policy')).toContain('payment=()')
  })
})
