import { expect, test } from 'vitest'
import { serverRequest } from './built-site'

// The policy the production server sends with the built donation page. dist/ has no publishable
// key: its donations use Stripe's hosted page, so no Stripe origin is let into the page. (Which
// origins a build with embedded Checkout allows on which path: server/stripe-csp.test.ts; the
// browser enforcing the policy: tests/e2e/donate.spec.ts.)
test('/donate is served with a policy that allows only its own scripts and their hashes, and no Stripe origin without a publishable key', async () => {
  const response = await serverRequest('/donate')
  expect(response.status).toBe(200)
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'self' 'sha256-/)
  expect(csp).not.toMatch(/js\.stripe\.com|api\.stripe\.com/)
})
