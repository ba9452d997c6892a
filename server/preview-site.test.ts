import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startFakeSanity } from '../tests/fixtures/fake-sanity'
import { PREVIEW_ENABLE_PATH, previewSite } from './preview-site'

const SECRET = 'a-secret-the-studio-wrote-just-now'
const STUDIO = 'https://harvest-share.sanity.studio'
const BUILT_AT = Date.parse('2026-11-28T15:30:00Z')

const dir = mkdtempSync(join(tmpdir(), 'preview-'))
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Home</title></head><body><h1>Draft title</h1></body></html>',
)
writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()')

// The Studio writes its secret as a document only a token can read (@sanity/preview-url-secret).
const secretDocument = (secret: string, updatedAt: Date) => ({
  _id: `drafts.sanity-preview-url-secret.${secret.length}`,
  _type: 'sanity.previewUrlSecret',
  _updatedAt: updatedAt.toISOString(),
  secret,
  studioUrl: `${STUDIO}/desk`,
})
const fake = await startFakeSanity([secretDocument(SECRET, new Date())])
afterAll(async () => {
  await fake.close()
  rmSync(dir, { recursive: true, force: true })
})

const client = createClient({
  projectId: 'test',
  dataset: 'production',
  apiVersion: '2024-06-28',
  apiHost: fake.url,
  useProjectHostname: false,
  useCdn: false,
  token: 'viewer-token',
})

function site(failure?: { at: string; error: string }) {
  return previewSite({
    current: () => ({ dir, builtAt: BUILT_AT }),
    dirs: () => [dir],
    failure: () => failure,
    validate: (url) => validatePreviewUrl(client, url),
  })
}

async function signedIn(app: ReturnType<typeof site>) {
  const enable = await app.request(
    `${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/blog`,
  )
  expect(enable.status).toBe(302)
  expect(enable.headers.get('location')).toBe('/blog')
  const cookie = enable.headers.get('set-cookie')?.split(';')[0] ?? ''
  expect(cookie).toMatch(/^site_preview=/)
  return (path: string) => app.request(path, { headers: { cookie } })
}

describe('the draft preview', () => {
  it('refuses anyone the Studio did not send, showing nothing of the page', async () => {
    const app = site()
    for (const response of [
      await app.request('/'),
      await app.request(`${PREVIEW_ENABLE_PATH}?sanity-preview-secret=guessed`),
      await app.request('/', { headers: { cookie: 'site_preview=forged.value' } }),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.text()).not.toContain('Draft title')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('refuses a secret older than an hour', async () => {
    fake.setDocuments([secretDocument(SECRET, new Date(Date.now() - 2 * 3_600_000))])
    try {
      const response = await site().request(
        `${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${SECRET}`,
      )
      expect(response.status).toBe(401)
    } finally {
      fake.setDocuments([secretDocument(SECRET, new Date())])
    }
  })

  it('shows the Studio’s browser the page with its bar, never cached, never indexed', async () => {
    const get = await signedIn(site())
    const page = await get('/')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Draft title')
    expect(html.trimEnd()).toMatch(/<\/html>$/)
    expect(page.headers.get('content-length') ?? String(Buffer.byteLength(html))).toBe(
      String(Buffer.byteLength(html)),
    )
    expect(html).toContain('Preview, not published · built Nov 28, 2026, 7:30 AM')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    // Only the Studio that opened it may frame it.
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${STUDIO}`)
    expect(page.headers.get('x-frame-options')).toBeNull()
    expect((await get('/sw.js')).status).toBe(404)
  })

  it('closes the preview an hour after the Studio opened it', async () => {
    const get = await signedIn(site())
    expect((await get('/')).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 })
    try {
      expect((await get('/')).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a draft the content check refused by its named error', async () => {
    const error = 'Content: post "post-1": title.en is missing'
    const get = await signedIn(site({ at: '2026-11-28T15:40:00.000Z', error }))
    const page = await get('/')
    const html = await page.text()
    expect(html).toContain('Content: post &quot;post-1&quot;: title.en is missing')
    expect(html).toContain('The live site is unchanged')
    expect(html).not.toContain('Draft title')
  })
})
