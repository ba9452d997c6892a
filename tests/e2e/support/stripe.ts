import type { Page } from '@playwright/test'
import { type FakeStripe, startFakeStripe } from '../../fixtures/fake-stripe'
import { test as base } from './test'

// Stripe in the browser tests, shared by the donation and shop payment specs: the fake Stripe
// API (tests/fixtures/fake-stripe.ts) for the worker, and a small Stripe.js served at its real
// address, since there is no network.

/** `test` with a fake Stripe API started once per worker, and stopped after it. */
export const test = base.extend<object, { fake: FakeStripe }>({
  fake: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeStripe()
      await use(fake)
      await fake.close()
    },
    { scope: 'worker' },
  ],
})

/**
 * A small Stripe.js for the browser tests: what loadStripe expects (window.Stripe(key)), with
 * createEmbeddedCheckoutPage mounting a visible stand-in whose Pay button does what Stripe's
 * frame does on payment: the session completes (at the fake Stripe) and the browser goes to the
 * session's return_url.
 */
export function fakeStripeJs(fakeOrigin: string): string {
  return `(() => {
  function Stripe(key) {
    window.__stripeKey = key
    return {
      async createEmbeddedCheckoutPage(options) {
        const secret = options.clientSecret ?? (await options.fetchClientSecret())
        const id = secret.split('_secret_')[0]
        let host
        return {
          mount(target) {
            const parent = typeof target === 'string' ? document.querySelector(target) : target
            host = document.createElement('div')
            host.dataset.testid = 'fake-stripe-checkout'
            const text = document.createElement('p')
            text.textContent = 'Fake embedded checkout ' + id
            const pay = document.createElement('button')
            pay.type = 'button'
            pay.textContent = 'Pay'
            pay.addEventListener('click', () => {
              window.location.assign(${JSON.stringify(fakeOrigin)} + '/embedded/' + id + '/pay')
            })
            host.append(text, pay)
            parent.append(host)
          },
          unmount() { host?.remove() },
          destroy() { host?.remove() },
        }
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()`
}

/** Serves the fake Stripe.js at js.stripe.com and counts the requests for it. */
export async function serveFakeStripeJs(
  page: Page,
  fake: FakeStripe,
): Promise<{ requests: string[] }> {
  const requests: string[] = []
  await page.route('https://js.stripe.com/**', async (route) => {
    requests.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: fakeStripeJs(fake.origin) })
  })
  return { requests }
}
