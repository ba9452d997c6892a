import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isStripePage } from '../src/lib/stripe-pages'
import { createApp } from './app'
import { BUILD_RECORD_FILE } from './build-record'

// Stripe's embedded Checkout needs Stripe's script, frames and API, but only the donation pages
// use it: every other page keeps the policy without them.
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script>window.__TSR__={}</script></body></html>`

function distWith(stripe: boolean | undefined): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, '.vite'))
  for (const name of ['index', 'donate', 'donation-thanks', 'shop', '_not-found']) {
    writeFileSync(join(dist, `${name}.html`), page(name))
  }
  writeFileSync(
    join(dist, BUILD_RECORD_FILE),
    JSON.stringify({
      origins: {
        connect: ['https://*.api.sanity.io'],
        frame: ['https://www.openstreetmap.org'],
        payment: [],
        ...(stripe === undefined ? {} : { stripe }),
      },
    }),
  )
  return dist
}

async function policy(app: ReturnType<typeof createApp>, path: string) {
  const response = await app.request(path)
  return new Map(
    (response.headers.get('Content-Security-Policy') ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )
}

describe('the Content-Security-Policy of a build with embedded Checkout', () => {
  const app = createApp({ distDir: distWith(true) })

  // Each source Stripe's guide lists for Stripe.js and embedded Checkout, and why it is there.
  const STRIPE_NEEDS: [directive: string, source: string, why: string][] = [
    ['script-src', 'https://js.stripe.com', 'Stripe.js itself'],
    ['script-src', 'https://*.js.stripe.com', 'the scripts Stripe.js loads from its subdomains'],
    ['script-src', 'https://checkout.stripe.com', 'Checkout’s own script'],
    ['frame-src', 'https://js.stripe.com', 'Stripe.js’s hidden frames'],
    ['frame-src', 'https://*.js.stripe.com', 'the frames of Stripe.js’s subdomains'],
    ['frame-src', 'https://hooks.stripe.com', '3-D Secure and other redirect flows'],
    ['frame-src', 'https://checkout.stripe.com', 'the embedded Checkout page'],
    ['connect-src', 'https://api.stripe.com', 'Stripe’s API, called by Stripe.js'],
    ['connect-src', 'https://checkout.stripe.com', 'Checkout’s own API'],
    ['img-src', 'https://*.stripe.com', 'card brands and merchant images'],
  ]

  it.each([
    '/donate',
    '/donate?donation=success',
    '/donation-thanks?session_id=cs_test_1',
    '/es/donate',
  ])('allows exactly Stripe’s sources on %s, each for its reason', async (path) => {
    const csp = await policy(app, path)
    for (const [directive, source, why] of STRIPE_NEEDS) {
      expect(csp.get(directive), `${directive} ${source}: ${why}`).toContain(source)
    }
    const stripeSources = (directive: string) =>
      (csp.get(directive) ?? []).filter((source) => source.includes('stripe.com'))
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(stripeSources(directive), `nothing beyond the guide in ${directive}`).toEqual(
        STRIPE_NEEDS.filter(([name]) => name === directive).map(([, source]) => source),
      )
    }
    const scripts = csp.get('script-src') ?? []
    expect(scripts[0]).toBe("'self'")
    expect(csp.get('frame-src')?.[0]).toBe('https://www.openstreetmap.org')
    expect(csp.get('connect-src')?.slice(0, 2)).toEqual(["'self'", 'https://*.api.sanity.io'])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it.each(['/', '/shop', '/no-such-page', '/checkout-session-status', '/donatex'])(
    'keeps every Stripe origin off %s',
    async (path) => {
      const csp = await policy(app, path)
      // (form-action keeps checkout.stripe.com everywhere: the hosted page is a form's target.)
      expect([...csp.values()].flat().join(' ')).not.toMatch(/js\.stripe|api\.stripe|hooks\.stripe/)
      expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
      expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.api.sanity.io'])
    },
  )
})

describe('the Content-Security-Policy of a build without a publishable key', () => {
  it.each([false, undefined])('keeps Stripe off /donate too (recorded: %s)', async (stripe) => {
    const csp = await policy(createApp({ distDir: distWith(stripe) }), '/donate')
    expect(csp.get('script-src')?.some((s) => s.includes('stripe'))).toBe(false)
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
  })
})

describe('isStripePage', () => {
  it.each([
    ['/donate', true],
    ['/donate/', true],
    ['/donate.html', true],
    ['/donation-thanks', true],
    ['/checkout', true],
    ['/checkout/', true],
    ['/order_received', true],
    ['/es/donate', true],
    ['/es/donation-thanks', true],
    ['/es/checkout/', true],
    ['/es', false],
    ['/es/shop', false],
    ['/', false],
    ['/cart', false],
    ['/checkout/x', false],
    ['/donate/x', false],
    ['/donated', false],
  ])('%s -> %s', (path, expected) => {
    expect(isStripePage(path)).toBe(expected)
  })
})
