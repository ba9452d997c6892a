// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../tests/fixtures/fake-stripe'
import { createApp } from './app'

const distDir = mkdtempSync(join(tmpdir(), 'dist-'))
const PUBLIC_URL = 'https://donate.example.org'
const generous = { limit: 1000, windowMs: 60_000 }

let fake: FakeStripe
beforeAll(async () => {
  fake = await startFakeStripe()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  fake.sessions.length = 0
  fake.failWith(undefined)
})

function donate(
  app: ReturnType<typeof createApp>,
  body: string | object,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  return app.request('/create-checkout-session', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const valid = { amount: 25, name: 'Ada Lovelace', email: 'ada@example.org' }

describe('POST /create-checkout-session with Stripe configured', () => {
  const app = () =>
    createApp({ distDir, stripe: fake.settings(), publicUrl: PUBLIC_URL, rateLimit: generous })

  it('creates a Checkout Session for the donation and answers its id and url', async () => {
    const response = await donate(app(), { ...valid, amount: 19.99 })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: string; url: string }
    expect(body.id).toMatch(/^cs_test_/)
    expect(body.url).toBe(`${fake.origin}/checkout/${body.id}`)

    expect(fake.sessions).toHaveLength(1)
    const session = fake.sessions[0]
    expect(session?.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`)
    expect(session?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][product_data][name]': 'Donation',
      customer_email: 'ada@example.org',
      'metadata[name]': 'Ada Lovelace',
      success_url: `${PUBLIC_URL}/donate?donation=success`,
      cancel_url: `${PUBLIC_URL}/donate?donation=cancelled`,
    })
  })

  it('sends the largest allowed amount in whole cents', async () => {
    expect((await donate(app(), { ...valid, amount: 100000 })).status).toBe(200)
    expect(fake.sessions[0]?.form['line_items[0][price_data][unit_amount]']).toBe('10000000')
  })

  it.each([
    ['a negative amount', { ...valid, amount: -5 }, 'amount', 'The smallest donation is $1'],
    ['a zero amount', { ...valid, amount: 0 }, 'amount', 'The smallest donation is $1'],
    [
      '100000.01',
      { ...valid, amount: 100000.01 },
      'amount',
      'The largest online donation is $100,000',
    ],
    ['three decimals', { ...valid, amount: 10.123 }, 'amount', 'Use at most two decimals (cents)'],
    [
      'text as the amount',
      { ...valid, amount: 'ten dollars' },
      'amount',
      'Enter the amount as a number, for example 25',
    ],
    ['a missing amount', { name: valid.name, email: valid.email }, 'amount', 'Enter an amount'],
    ['a missing name', { amount: 25, email: valid.email }, 'name', 'Enter your full name'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'Enter your full name'],
    [
      'a 101-character name',
      { ...valid, name: 'x'.repeat(101) },
      'name',
      'Your name can be at most 100 characters',
    ],
    ['a missing e-mail', { amount: 25, name: valid.name }, 'email', 'Enter your e-mail address'],
    [
      'an invalid e-mail',
      { ...valid, email: 'ada@' },
      'email',
      'Enter a valid e-mail address, like name@example.org',
    ],
  ])('answers 400 naming the field for %s', async (_case, body, field, message) => {
    const response = await donate(app(), body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(answer.error).toBe('Please correct the highlighted fields.')
    expect(answer.fields).toEqual({ [field]: message })
    expect(fake.sessions).toHaveLength(0)
  })

  it('answers 400 with every missing field for an empty object', async () => {
    const answer = (await (await donate(app(), {})).json()) as { fields: object }
    expect(Object.keys(answer.fields).sort()).toEqual(['amount', 'email', 'name'])
  })

  it('answers 400 for a body that is not valid JSON', async () => {
    const response = await donate(app(), '{"amount": 25,')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'The request body is not valid JSON.',
      fields: {},
    })
  })

  it.each([
    ['a form post', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'amount=25'],
    ['plain text', { 'Content-Type': 'text/plain' }, JSON.stringify(valid)],
    ['no content type', {}, JSON.stringify(valid)],
  ])('answers 415 to %s', async (_case, headers, body) => {
    const response = await donate(app(), body, headers)
    expect(response.status).toBe(415)
    expect(((await response.json()) as { error: string }).error).toMatch(/JSON/)
    expect(fake.sessions).toHaveLength(0)
  })

  it('answers 413 to a 10 KB body, declared or streamed', async () => {
    const huge = JSON.stringify({ ...valid, name: 'x'.repeat(10 * 1024) })
    const declared = await donate(app(), huge, {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(huge)),
    })
    expect(declared.status).toBe(413)
    const streamed = await app().request('/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(((await streamed.json()) as { error: string }).error).toMatch(/too large/)
    expect(fake.sessions).toHaveLength(0)
  })

  it('answers 502 when Stripe fails, without Stripe’s wording', async () => {
    fake.failWith({ status: 500, type: 'api_error', message: 'Internal wobble at rack 12' })
    const response = await donate(app(), valid)
    expect(response.status).toBe(502)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'The payment service could not start your donation. Please try again shortly.',
    })
    expect(text).not.toMatch(/wobble|rack/)
  })

  it('answers 400 on the e-mail field when Stripe refuses the donor’s address', async () => {
    fake.failWith({
      status: 400,
      type: 'invalid_request_error',
      code: 'email_invalid',
      param: 'customer_email',
      message: 'Invalid email address: ada@example.org',
    })
    const response = await donate(app(), valid)
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: {
        email: 'The payment service did not accept this e-mail address. Please check it.',
      },
    })
    expect(text).not.toMatch(/ada@/)
  })

  it('keeps 502 for an invalid request that is not about the donor’s input', async () => {
    fake.failWith({
      status: 400,
      type: 'invalid_request_error',
      param: 'success_url',
      message: 'Not a valid URL',
    })
    expect((await donate(app(), valid)).status).toBe(502)
  })

  it('answers 502 for a rejected key without leaking any part of it', async () => {
    const secretKey = 'sk_test_wrongwrongwrong9876'
    const wrongKey = createApp({
      distDir,
      stripe: fake.settings(secretKey),
      publicUrl: PUBLIC_URL,
      rateLimit: generous,
    })
    const response = await donate(wrongKey, valid)
    expect(response.status).toBe(502)
    const text = await response.text()
    expect(text).not.toMatch(/sk_test|9876|API Key/i)
  })

  it('answers 502 when Stripe cannot be reached at all', async () => {
    const unreachable = createApp({
      distDir,
      stripe: { ...fake.settings(), port: 1 },
      rateLimit: generous,
    })
    expect((await donate(unreachable, valid)).status).toBe(502)
  })

  it('logs a Stripe failure by type only, never the donor or the key', async () => {
    const lines: string[] = []
    fake.failWith({ status: 402, type: 'card_error', message: 'ada@example.org declined' })
    const logged = createApp({
      distDir,
      stripe: fake.settings(),
      rateLimit: generous,
      log: (line) => lines.push(line),
    })
    await donate(logged, valid)
    const all = lines.join('\n')
    expect(all).toContain('"event":"checkout_failed"')
    expect(all).toContain('"type":"StripeCardError"')
    expect(all).not.toMatch(/ada|Lovelace|sk_test|declined/)
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/create-checkout-session', status: 502 }),
    )
  })

  it('refuses other methods with 405', async () => {
    const response = await app().request('/create-checkout-session')
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
  })
})

describe('POST /create-checkout-session without a Stripe key', () => {
  it('answers 503 "Donations are not configured"', async () => {
    const response = await donate(createApp({ distDir }), valid)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'Donations are not configured' })
  })
})

describe('the rate limit per client address', () => {
  it('answers 429 with Retry-After once an address used up its attempts', async () => {
    const app = createApp({
      distDir,
      stripe: fake.settings(),
      rateLimit: { limit: 2, windowMs: 60_000 },
      trustedProxies: 1,
    })
    const from = (address: string) => ({
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
    })
    expect((await donate(app, valid, from('203.0.113.5'))).status).toBe(200)
    expect((await donate(app, { amount: 0 }, from('203.0.113.5'))).status).toBe(400)
    const limited = await donate(app, valid, from('203.0.113.5'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(59)
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many/)
    // Another donor is not held back by the first one.
    expect((await donate(app, valid, from('198.51.100.7'))).status).toBe(200)
    expect(fake.sessions).toHaveLength(2)
  })

  it('ignores a forged X-Forwarded-For unless told a proxy is in front', async () => {
    const app = createApp({
      distDir,
      stripe: fake.settings(),
      rateLimit: { limit: 1, windowMs: 60_000 },
    })
    const forged = (address: string) => ({
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
    })
    expect((await donate(app, valid, forged('192.0.2.1'))).status).toBe(200)
    expect((await donate(app, valid, forged('192.0.2.2'))).status).toBe(429)
  })
})
