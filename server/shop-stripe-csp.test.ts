// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { BUILD_RECORD_FILE } from './build-record'

// The shop's side of Stripe's policy (the donation pages' is in stripe-csp.test.ts): in a build
// with a publishable key, /checkout and /order_received let Stripe.js in; the gallery and the cart
// do not. Moved here from the shop-payments browser spec, which read the same headers.
function keyedDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, '.vite'))
  for (const name of ['index', 'shop', 'cart', 'checkout', 'order_received', '_not-found']) {
    writeFileSync(
      join(dist, `${name}.html`),
      `<!DOCTYPE html><html><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`,
    )
  }
  writeFileSync(
    join(dist, BUILD_RECORD_FILE),
    JSON.stringify({ origins: { connect: [], frame: [], payment: [], stripe: true } }),
  )
  return dist
}

describe('the shop pages’ Content-Security-Policy in a build with a publishable key', () => {
  const app = createApp({ distDir: keyedDist() })
  const policy = async (path: string) =>
    (await app.request(path)).headers.get('Content-Security-Policy') ?? ''

  it.each(['/checkout', '/order_received', '/order_received?session_id=cs_test_1'])(
    'lets Stripe.js run on %s',
    async (path) => {
      expect(await policy(path)).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/)
    },
  )

  it.each(['/shop', '/cart'])('keeps Stripe.js off %s', async (path) => {
    const csp = await policy(path)
    expect(csp).toMatch(/script-src 'self'/)
    expect(csp).not.toMatch(/js\.stripe\.com/)
  })
})
