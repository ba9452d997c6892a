import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAKE_STRIPE_KEY } from '../tests/fixtures/fake-stripe'
import { fakeStripeForFile } from '../tests/fixtures/fake-stripe-per-file'
import { createApp } from './app'
import { BUILD_RECORD_FILE } from './build-record'

const distDir = mkdtempSync(join(tmpdir(), 'dist-'))
const PUBLIC_URL = 'https://donate.example.org'
const generous = { limit: 1000, windowMs: 60_000 }

const fake = await fakeStripeForFile()

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

describe('POST /create-checkout-session with a field it does not read', () => {
  const app = () =>
    createApp({ distDir, stripe: fake.settings(), publicUrl: PUBLIC_URL, rateLimit: generous })
  const allowed =
    '"amount", "name", "email", "frequency", "tribute", "tributeName", "tributeEmail", "ui" and "language"'

  // Raw JSON: an object literal's __proto__ would set the prototype, not send a key.
  it.each([
    'constructor',
    'toString',
    '__proto__',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    'then',
    'Amount',
    'coupon',
  ])('answers 400 naming %j beside a valid donation, and starts no session', async (field) => {
    const body = `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(field)}:{"a":1}}`
    const response = await donate(app(), body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: `Unexpected field ${JSON.stringify(field)}: a donation has only ${allowed}.`,
      fields: {},
    })
    expect(fake.sessions).toHaveLength(0)
  })

  it('names a long field cut short, and answers a list or a bare value as before', async () => {
    const long = 'x'.repeat(100)
    const response = await donate(app(), { ...valid, [long]: 1 })
    expect(((await response.json()) as { error: string }).error).toContain(`"${'x'.repeat(40)}…"`)
    expect((await donate(app(), [valid])).status).toBe(400)
    expect(fake.sessions).toHaveLength(0)
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

describe('monthly gifts, dedications and the embedded checkout', () => {
  const app = () =>
    createApp({ distDir, stripe: fake.settings(), publicUrl: PUBLIC_URL, rateLimit: generous })

  it('creates a one-time payment for the embedded page, answering its client secret', async () => {
    const response = await donate(app(), { ...valid, amount: 40, ui: 'embedded' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    const session = fake.sessions[0]
    expect(body).toEqual({ id: session?.id, clientSecret: session?.clientSecret })
    expect(body.clientSecret).toMatch(/^cs_test_\w+_secret_\w+$/)
    expect(session?.form).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      ui_mode: 'embedded_page',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4000',
      'metadata[frequency]': 'once',
      return_url: `${PUBLIC_URL}/donation-thanks?session_id={CHECKOUT_SESSION_ID}`,
    })
    expect(session?.form).not.toHaveProperty('line_items[0][price_data][recurring][interval]')
    expect(session?.form).not.toHaveProperty('success_url')
    expect(session?.form).not.toHaveProperty('cancel_url')
  })

  it('creates a monthly subscription with a monthly price and the dedication as metadata', async () => {
    const response = await donate(app(), {
      ...valid,
      amount: '40',
      frequency: 'monthly',
      tribute: 'honour',
      tributeName: 'Grace Hopper',
      tributeEmail: 'kin@example.org',
      ui: 'embedded',
    })
    expect(response.status).toBe(200)
    const form = fake.sessions[0]?.form ?? {}
    expect(form).toMatchObject({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Monthly donation',
      customer_email: 'ada@example.org',
      'metadata[name]': 'Ada Lovelace',
      'metadata[frequency]': 'monthly',
      'metadata[tribute]': 'honour',
      'metadata[tribute_name]': 'Grace Hopper',
      'metadata[tribute_notify_email]': 'kin@example.org',
      'subscription_data[metadata][tribute_name]': 'Grace Hopper',
      return_url: `${PUBLIC_URL}/donation-thanks?session_id={CHECKOUT_SESSION_ID}`,
    })
    // The pinned API version takes submit_type in subscription mode: the button says "Donate".
    expect(form.submit_type).toBe('donate')
  })

  it('keeps the hosted page, with its success and cancel URLs, for a hosted monthly gift', async () => {
    const response = await donate(app(), { ...valid, frequency: 'monthly' })
    const body = (await response.json()) as { id: string; url: string }
    expect(body.url).toBe(`${fake.origin}/checkout/${body.id}`)
    expect(fake.sessions[0]?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: `${PUBLIC_URL}/donate?donation=success`,
      cancel_url: `${PUBLIC_URL}/donate?donation=cancelled`,
    })
    expect(fake.sessions[0]?.form).not.toHaveProperty('ui_mode')
  })

  it('sends a Spanish page’s donor to Stripe in Spanish and back to the Spanish pages', async () => {
    await donate(app(), { ...valid, ui: 'embedded', language: 'es' })
    await donate(app(), { ...valid, language: 'es' })
    expect(fake.sessions[0]?.form).toMatchObject({
      locale: 'es',
      return_url: `${PUBLIC_URL}/es/donation-thanks?session_id={CHECKOUT_SESSION_ID}`,
    })
    expect(fake.sessions[1]?.form).toMatchObject({
      locale: 'es',
      success_url: `${PUBLIC_URL}/es/donate?donation=success`,
      cancel_url: `${PUBLIC_URL}/es/donate?donation=cancelled`,
    })
  })

  it('sends no dedication when none was chosen, whatever else came along', async () => {
    await donate(app(), { ...valid, tribute: 'none', tributeName: 'Grace', tributeEmail: 'x@' })
    expect(Object.keys(fake.sessions[0]?.form ?? {}).filter((k) => k.includes('tribute'))).toEqual(
      [],
    )
  })

  it.each([
    [{ frequency: 'weekly' }, 'frequency', 'Choose one time or monthly'],
    [{ frequency: 12 }, 'frequency', 'Choose one time or monthly'],
    [{ frequency: ['monthly'] }, 'frequency', 'Choose one time or monthly'],
    [{ tribute: 'honor' }, 'tribute', 'Choose in honour of, in memory of, or neither'],
    [{ tribute: 'memory' }, 'tributeName', 'Enter the name of the person this gift is for'],
    [
      { tribute: 'memory', tributeName: { a: 1 } },
      'tributeName',
      'Enter the name of the person this gift is for',
    ],
    [
      { tribute: 'memory', tributeName: 'x'.repeat(101) },
      'tributeName',
      'The name can be at most 100 characters',
    ],
    [
      { tribute: 'honour', tributeName: 'G', tributeEmail: 'kin@example' },
      'tributeEmail',
      'Enter a valid e-mail address to notify, like name@example.org',
    ],
    [{ ui: 'popup' }, 'ui', 'Choose the embedded or the hosted checkout'],
  ])('answers 400 naming the field for %o, sending nothing', async (extra, field, message) => {
    const response = await donate(app(), { ...valid, ...extra })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: object }).fields).toEqual({ [field]: message })
    expect(fake.sessions).toHaveLength(0)
  })

  it('answers 400 on the dedication’s name when Stripe refuses it', async () => {
    fake.failWith({
      status: 400,
      type: 'invalid_request_error',
      message: 'Invalid string',
      param: 'metadata[tribute_name]',
    })
    const response = await donate(app(), { ...valid, tribute: 'honour', tributeName: 'G' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      tributeName: 'The payment service did not accept this name. Please check it.',
    })
  })
})

describe('GET /checkout-session-status', () => {
  const app = () =>
    createApp({ distDir, stripe: fake.settings(), publicUrl: PUBLIC_URL, rateLimit: generous })
  const status = (application: ReturnType<typeof createApp>, id: string) =>
    application.request(`/checkout-session-status?session_id=${encodeURIComponent(id)}`)

  async function embeddedSession(extra: object = {}): Promise<string> {
    const response = await donate(app(), { ...valid, amount: 40, ui: 'embedded', ...extra })
    return ((await response.json()) as { id: string }).id
  }

  it('answers an open session, then the same session complete, from Stripe', async () => {
    const id = await embeddedSession({
      frequency: 'monthly',
      tribute: 'memory',
      tributeName: 'Grace Hopper',
      tributeEmail: 'kin@example.org',
    })
    const open = await status(app(), id)
    expect(open.status).toBe(200)
    expect(open.headers.get('Cache-Control')).toBe('no-store')
    expect(await open.json()).toEqual({
      status: 'open',
      paymentStatus: 'unpaid',
      amount: 4000,
      currency: 'usd',
      frequency: 'monthly',
      tribute: { kind: 'memory', name: 'Grace Hopper' },
      created: (fake.sessions[0]?.created ?? 0) * 1000,
    })
    fake.complete(id)
    const done = (await (await status(app(), id)).json()) as Record<string, unknown>
    expect(done).toMatchObject({ status: 'complete', paymentStatus: 'paid', amount: 4000 })
    // Nothing that identifies the donor, nor the address to notify.
    expect(JSON.stringify(done)).not.toMatch(/ada|kin@|Lovelace/i)
  })

  it('answers a one-time session without a dedication', async () => {
    const id = await embeddedSession()
    expect(await (await status(app(), id)).json()).toMatchObject({
      frequency: 'once',
      tribute: null,
    })
  })

  it('answers 404 for a well-formed id Stripe does not know', async () => {
    const response = await status(app(), 'cs_test_doesNotExist123')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'No such donation.' })
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another object’s id', 'pi_123'],
    ['a path', 'cs_test_../../v1/customers'],
    ['a query', 'cs_test_a?expand[]=customer'],
    ['spaces', 'cs_test_ a'],
    ['too long', `cs_test_${'a'.repeat(300)}`],
  ])('answers 400 for a malformed id (%s) without asking Stripe', async (_case, id) => {
    const path =
      id === undefined
        ? '/checkout-session-status'
        : `/checkout-session-status?session_id=${encodeURIComponent(id)}`
    const response = await app().request(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'The session_id is missing or not a Checkout Session id.',
    })
  })

  it('answers 502 when Stripe fails or cannot be reached, never 500', async () => {
    const id = await embeddedSession()
    fake.failWith({ status: 500, type: 'api_error', message: 'Stripe is having a bad day' })
    const failing = await status(app(), id)
    expect(failing.status).toBe(502)
    expect(await failing.text()).not.toContain('bad day')
    fake.failWith(undefined)
    const unreachable = createApp({
      distDir,
      stripe: { ...fake.settings(), port: 9 },
      publicUrl: PUBLIC_URL,
      rateLimit: generous,
    })
    expect((await status(unreachable, id)).status).toBe(502)
  })

  it('answers 503 without a Stripe key, and 405 to other methods', async () => {
    const bare = createApp({ distDir, rateLimit: generous })
    expect((await status(bare, 'cs_test_abc')).status).toBe(503)
    const post = await app().request('/checkout-session-status', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('Allow')).toBe('GET, HEAD')
  })

  it('is rate-limited per address, counted apart from the donation attempts', async () => {
    const limited = createApp({
      distDir,
      stripe: fake.settings(),
      rateLimit: { limit: 1, windowMs: 60_000 },
    })
    expect((await status(limited, 'cs_test_doesNotExist123')).status).toBe(404)
    const second = await status(limited, 'cs_test_doesNotExist123')
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Reloading the thank-you page did not use up the donor's attempt to give.
    expect((await donate(limited, valid)).status).toBe(200)
  })
})

describe('the IRS acknowledgment on the receipts Stripe sends', () => {
  // The build records the organisation's name and tax registration (scripts/content).
  const factsDir = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(factsDir, '.vite'))
  writeFileSync(
    join(factsDir, BUILD_RECORD_FILE),
    JSON.stringify({
      facts: {
        usualPlace: '1 Main St',
        volunteerSession: { title: 'Packing session' },
        receipt: { organisation: 'Harvest Share Collective', taxId: 'EIN 88-1234567' },
      },
    }),
  )
  const app = () =>
    createApp({
      distDir: factsDir,
      stripe: fake.settings(),
      publicUrl: PUBLIC_URL,
      rateLimit: generous,
    })
  const footer =
    'Harvest Share Collective (EIN 88-1234567) gratefully acknowledges this contribution. ' +
    'No goods or services were provided in exchange for this contribution.'

  it('asks Checkout for an invoice carrying it with a one-time gift', async () => {
    expect((await donate(app(), valid)).status).toBe(200)
    expect(fake.sessions[0]?.form).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      'invoice_creation[enabled]': 'true',
      'invoice_creation[invoice_data][custom_fields][0][name]': 'Received by',
      'invoice_creation[invoice_data][custom_fields][0][value]': 'Harvest Share Collective',
      'invoice_creation[invoice_data][custom_fields][1][name]': 'Tax registration',
      'invoice_creation[invoice_data][custom_fields][1][value]': 'EIN 88-1234567',
      'invoice_creation[invoice_data][footer]': footer,
    })
  })

  it('puts it in the invoice settings of a monthly gift’s subscription, for every month', async () => {
    expect((await donate(app(), { ...valid, frequency: 'monthly' })).status).toBe(200)
    const form = fake.sessions[0]?.form ?? {}
    expect(form).toMatchObject({
      mode: 'subscription',
      submit_type: 'donate',
      'subscription_data[invoice_settings][custom_fields][0][value]': 'Harvest Share Collective',
      'subscription_data[invoice_settings][custom_fields][1][value]': 'EIN 88-1234567',
      'subscription_data[invoice_settings][footer]': footer,
    })
    expect(Object.keys(form).some((key) => key.startsWith('invoice_creation'))).toBe(false)
  })

  it('sends none from a build without the facts, rather than a wrong one', async () => {
    const bare = createApp({
      distDir,
      stripe: fake.settings(),
      publicUrl: PUBLIC_URL,
      rateLimit: generous,
    })
    expect((await donate(bare, valid)).status).toBe(200)
    expect(Object.keys(fake.sessions[0]?.form ?? {}).join(' ')).not.toMatch(/invoice/)
  })
})
