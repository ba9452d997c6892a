import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PORTAL_NOT_CONFIGURED } from '../tests/fixtures/fake-stripe'
import { fakeStripeForFile } from '../tests/fixtures/fake-stripe-per-file'
import { createApp } from './app'
import { PORTAL_PROOF_MS } from './portal-route'

const distDir = mkdtempSync(join(tmpdir(), 'dist-'))
const PUBLIC_URL = 'https://donate.example.org'

const fake = await fakeStripeForFile()

function makeApp(options: { now?: () => number; limit?: number; log?: string[] } = {}) {
  return createApp({
    distDir,
    stripe: fake.settings(),
    publicUrl: PUBLIC_URL,
    rateLimit: { limit: options.limit ?? 1000, windowMs: 60_000 },
    ...(options.now ? { now: options.now } : {}),
    ...(options.log ? { log: (line: string) => options.log?.push(line) } : {}),
  })
}

type App = ReturnType<typeof makeApp>

const post = (app: App, body: unknown) =>
  app.request('/create-portal-session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A gift made through our own endpoint, so the fake holds what the server really sent. */
async function gift(app: App, frequency: 'once' | 'monthly', paid = true): Promise<string> {
  const response = await app.request('/create-checkout-session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 40, name: 'Ada', email: 'ada@example.org', frequency }),
  })
  const { id } = (await response.json()) as { id: string }
  if (paid) fake.complete(id)
  return id
}

describe('POST /create-portal-session', () => {
  it('opens the portal for the customer of a completed monthly gift', async () => {
    const app = makeApp()
    const id = await gift(app, 'monthly')
    const response = await post(app, { sessionId: id })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    expect(fake.portalSessions).toHaveLength(1)
    const [portal] = fake.portalSessions
    expect(url).toBe(portal?.url)
    const customer = fake.sessions.find((s) => s.id === id)?.customer
    expect(customer).toMatch(/^cus_fake_/)
    expect(portal?.form).toEqual({ customer, return_url: `${PUBLIC_URL}/donate` })
  })

  it.each([
    ['incomplete', 'not complete', async (app: App) => gift(app, 'monthly', false)],
    ['not-monthly', 'one-time gift', async (app: App) => gift(app, 'once')],
    ['bad-session-id', 'not a Checkout Session id', async () => 'pi_123'],
  ])('refuses a session with 400, reason %s', async (reason, words, make) => {
    const app = makeApp()
    const response = await post(app, { sessionId: await make(app) })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; reason: string }
    expect(body.reason).toBe(reason)
    expect(body.error).toContain(words)
    expect(fake.portalSessions).toHaveLength(0)
  })

  it('refuses a session more than 24 hours old, and takes one just younger', async () => {
    let now = Date.now()
    const app = makeApp({ now: () => now })
    const id = await gift(app, 'monthly')
    const created = (fake.sessions[0]?.created ?? 0) * 1000
    now = created + PORTAL_PROOF_MS
    expect((await post(app, { sessionId: id })).status).toBe(200)
    now = created + PORTAL_PROOF_MS + 1000
    const response = await post(app, { sessionId: id })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ reason: 'too-old' })
  })

  it('answers 502 portal-unavailable when the portal was never set up, and logs Stripe’s reason', async () => {
    const log: string[] = []
    const app = makeApp({ log })
    const id = await gift(app, 'monthly')
    fake.failPortalWith(PORTAL_NOT_CONFIGURED)
    const response = await post(app, { sessionId: id })
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ reason: 'portal-unavailable' })
    const entry = log.map((line) => JSON.parse(line)).find((e) => e.event === 'portal_failed')
    expect(entry.reason).toBe(PORTAL_NOT_CONFIGURED.message)
  })

  it('never logs a key Stripe quotes back', async () => {
    const log: string[] = []
    const app = makeApp({ log })
    const id = await gift(app, 'monthly')
    fake.failPortalWith({
      status: 401,
      type: 'invalid_request_error',
      message: 'Invalid API Key provided: sk_test_fa****0000',
    })
    expect((await post(app, { sessionId: id })).status).toBe(502)
    expect(log.join('\n')).not.toContain('sk_test')
  })

  it('answers 404 for a session Stripe does not know, and 502 when Stripe fails', async () => {
    const app = makeApp()
    expect((await post(app, { sessionId: 'cs_test_unknown' })).status).toBe(404)
    fake.failWith({ status: 500, type: 'api_error', message: 'boom' })
    expect((await post(app, { sessionId: 'cs_test_unknown' })).status).toBe(502)
  })

  it('names a field it does not read, and refuses what is not a JSON object', async () => {
    const app = makeApp()
    const response = await post(app, { sessionId: 'cs_test_1', customer: 'cus_someone_else' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Unexpected field "customer": the request has only "sessionId".',
    })
    expect((await post(app, '[1]')).status).toBe(400)
    expect((await post(app, '{')).status).toBe(400)
    expect(fake.portalSessions).toHaveLength(0)
  })

  it('is rate-limited like the other payment endpoints, answers 503 without Stripe, 405 to GET', async () => {
    const app = makeApp({ limit: 1 })
    await post(app, { sessionId: 'cs_test_x' })
    const limited = await post(app, { sessionId: 'cs_test_x' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
    const unconfigured = createApp({ distDir })
    expect((await post(unconfigured, { sessionId: 'cs_test_x' })).status).toBe(503)
    expect((await makeApp().request('/create-portal-session')).status).toBe(405)
  })
})
