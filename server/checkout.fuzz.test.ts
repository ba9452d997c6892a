import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../tests/fixtures/fake-stripe'
import { withCatalogue } from '../tests/fixtures/shop-catalogue'
import { createApp } from './app'

// Thousands of generated bodies, headers and session ids, in process: whatever arrives, the
// server answers 200 or a 4xx, never a 5xx and never a stack trace.
const distDir = withCatalogue(mkdtempSync(join(tmpdir(), 'dist-fuzz-')))
writeFileSync(join(distDir, '404.html'), '<!DOCTYPE html><title>Not found</title>')
writeFileSync(join(distDir, 'index.html'), '<!DOCTYPE html><title>Home</title>')

let fake: FakeStripe
beforeAll(async () => {
  fake = await startFakeStripe()
})
afterAll(async () => {
  await fake.close()
})

// Keys yup or a careless reader would find on the prototype, next to the real ones.
const key = fc.oneof(
  fc.constantFrom('amount', 'name', 'email', 'frequency', 'tribute', 'tributeName', 'tributeEmail'),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'then'),
  fc.string({ maxLength: 8 }),
)
const amount = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom('25', '19.99', '0x1A', '1e3', ' 7 ', '-5', '1.005', 'NaN', 'Infinity', ''),
  fc.string({ maxLength: 10 }),
  fc.jsonValue({ maxDepth: 2 }),
)
const text = fc.oneof(
  fc.constantFrom('Ada Lovelace', 'ada@example.org', 'a@b', 'x'.repeat(300)),
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
)
const word = (...words: string[]) =>
  fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }))
const donationLike = fc.record(
  {
    amount,
    name: text,
    email: text,
    frequency: word('once', 'monthly', 'Monthly', 'weekly', ''),
    tribute: word('none', 'honour', 'memory', 'honor', ''),
    tributeName: text,
    tributeEmail: text,
    ui: word('hosted', 'embedded', 'popup'),
  },
  { requiredKeys: [] },
)
const cartLine = fc.record(
  {
    productId: fc.oneof(
      fc.constantFrom('product-1', 'product-2', 'product-20', 'product-21', '__proto__'),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    quantity: fc.oneof(
      fc.integer({ min: -5, max: 120 }),
      fc.double(),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    priceCents: fc.integer(),
  },
  { requiredKeys: [] },
)
const validCart = fc
  .tuple(
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 1, max: 99 }),
    word('embedded', 'hosted'),
  )
  .map(([n, quantity, ui]) =>
    JSON.stringify({ items: [{ productId: `product-${n}`, quantity }], ui }),
  )
const cartBody = fc
  .record(
    {
      items: fc.oneof(fc.array(cartLine, { maxLength: 25 }), fc.jsonValue({ maxDepth: 2 })),
      ui: word('embedded', 'hosted', 'popup'),
    },
    { requiredKeys: [] },
  )
  .map((cart) => JSON.stringify(cart))
const objectBody = fc
  .tuple(donationLike, fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }))
  .map(([fields, extra]) => JSON.stringify({ ...extra, ...fields }))
const rawText = fc.oneof(
  fc.constantFrom('{"__proto__": {"amount": 5}}', '{"constructor": {"name": 1}}', '[25]', 'null'),
  fc.string({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''),
)
const body = fc.oneof(objectBody, objectBody, cartBody, validCart, rawText)

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/)
const headers = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
      headerValue,
    ),
    'x-forwarded-for': headerValue,
    'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'http', 'https, http'), headerValue),
    'accept-encoding': fc.oneof(fc.constantFrom('gzip', 'br', 'identity;q=0'), headerValue),
    'if-none-match': headerValue,
    'content-length': headerValue,
  },
  { requiredKeys: [] },
)
const method = fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS')
const sessionId = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^cs_(test|live)_[A-Za-z0-9]{0,40}$/),
  fc.constantFrom('', 'cs_test_', 'cs_test_../x', 'pi_123', '%', 'cs_test_a%2Fb'),
)
const statusPath = (known: string[]) =>
  fc
    .tuple(
      fc.constantFrom('/checkout-session-status', '/shop-checkout-session-status'),
      fc.oneof(sessionId, fc.constantFrom(...known)),
      fc.boolean(),
    )
    .map(([at, id, escaped]) => `${at}?session_id=${escaped ? encodeURIComponent(id) : id}`)
const path = (known: string[]) =>
  fc.oneof(
    fc.constant('/create-checkout-session'),
    fc.constant('/create-shop-checkout-session'),
    statusPath(known),
    fc.constantFrom('/shop-checkout-session-status', '/shop-checkout-terms'),
    fc.constant('/checkout-session-status'),
    fc.constantFrom('/', '/404', '/_not-found', '/healthz', '/%', '/..%2f..%2fetc/passwd'),
    fc.webPath(),
  )

const STACK_TRACE = /\n\s+at |Error:.*\n|node_modules/

describe('the server under generated input', () => {
  it('never answers 5xx or a stack trace, whatever the body and headers', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = createApp({
      distDir,
      stripe: fake.settings(),
      publicUrl: 'https://donate.example.org',
      rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
      trustedProxies: 1,
    })
    // Sessions Stripe knows, open and complete, so the status endpoint answers 200 too.
    const known: string[] = []
    for (const ui of ['embedded', 'hosted']) {
      const created = await app.request('/create-checkout-session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 40, name: 'Ada', email: 'ada@example.org', ui }),
      })
      known.push(((await created.json()) as { id: string }).id)
      const order = await app.request('/create-shop-checkout-session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: [{ productId: 'product-1', quantity: 2 }], ui }),
      })
      known.push(((await order.json()) as { id: string }).id)
    }
    fake.complete(known[0] ?? '')
    fake.complete(known[1] ?? '')
    const statuses = new Map<number, number>()
    const statusAnswers = new Map<number, number>()
    const shopAnswers = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(method, path(known), headers, body, async (verb, url, sent, payload) => {
        const response = await app.request(url, {
          method: verb,
          headers: sent,
          body: verb === 'GET' || verb === 'HEAD' ? undefined : payload,
        })
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (url.startsWith('/checkout-session-status') && verb === 'GET') {
          statusAnswers.set(response.status, (statusAnswers.get(response.status) ?? 0) + 1)
        }
        if (url.startsWith('/create-shop-checkout-session') && verb === 'POST') {
          shopAnswers.set(response.status, (shopAnswers.get(response.status) ?? 0) + 1)
        }
        const answer = await response.text()
        expect(response.status).toBeLessThan(500)
        expect(answer).not.toMatch(STACK_TRACE)
      }),
      {
        numRuns: 3000,
        // Always among the runs, whatever the generators draw: a valid order, a valid donation and
        // a known session's status, so the counts below never hinge on a lucky draw (a valid cart
        // with a JSON content type on the shop's path comes up only a few times in 3,000).
        examples: [
          [
            'POST',
            '/create-shop-checkout-session',
            { 'content-type': 'application/json' },
            JSON.stringify({ items: [{ productId: 'product-3', quantity: 1 }], ui: 'embedded' }),
          ],
          [
            'POST',
            '/create-checkout-session',
            { 'content-type': 'application/json' },
            JSON.stringify({ amount: 25, name: 'Grace', email: 'grace@example.org' }),
          ],
          ['GET', `/checkout-session-status?session_id=${known[0] ?? ''}`, {}, ''],
        ],
      },
    )
    expect(printed).not.toHaveBeenCalled()
    printed.mockRestore()
    // The generators reach the interesting answers, not only the early refusals.
    for (const status of [200, 400, 404, 405, 415]) expect(statuses.get(status)).toBeGreaterThan(0)
    expect(statusAnswers.get(200)).toBeGreaterThan(0)
    expect(statusAnswers.get(400)).toBeGreaterThan(0)
    expect(shopAnswers.get(200)).toBeGreaterThan(0)
    expect(shopAnswers.get(400)).toBeGreaterThan(0)
  }, 120_000)
})
