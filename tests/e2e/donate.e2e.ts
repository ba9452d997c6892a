import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../fixtures/fake-stripe'
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  seriousAxeViolations,
  waitForHydration,
  watchErrors,
} from './support/browser'
import { buildSite, serveSite } from './support/site'

// The built site (dist/, made by `npm run build` before the e2e run) served by the production
// server, with the real Stripe SDK pointed at a local fake Stripe.
type Site = Awaited<ReturnType<typeof serveSite>>

let browser: Browser
let fake: FakeStripe
let withStripe: Site
let withoutStripe: Site
let strictLimit: Site

beforeAll(async () => {
  fake = await startFakeStripe()
  withStripe = await serveSite('dist', {
    stripe: fake.settings(),
    rateLimit: { limit: 100, windowMs: 60_000 },
  })
  withoutStripe = await serveSite('dist')
  strictLimit = await serveSite('dist', {
    stripe: fake.settings(),
    rateLimit: { limit: 1, windowMs: 60_000 },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([withStripe?.close(), withoutStripe?.close(), strictLimit?.close()])
  await fake?.close()
})

async function openDonate(
  site: Site,
  viewport = PHONE,
  search = '',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.baseURL}/donate${search}`)
  await waitForHydration(page)
  return { context, page, errors }
}

async function fillDonation(page: Page, email = 'ada@example.org') {
  await page.getByRole('button', { name: '$50' }).click()
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel(/E-mail/).fill(email)
}

const alert = (page: Page) => page.getByRole('alert')

describe('donating by card', () => {
  it('Donate Now lands on the Stripe checkout page for the chosen amount', async () => {
    const { context, page, errors } = await openDonate(withStripe)
    fake.sessions.length = 0
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/cs_test_\\w+$`))
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Fake Stripe Checkout')
    expect(await page.getByTestId('amount').innerText()).toBe('$50.00')
    expect(fake.sessions).toHaveLength(1)
    expect(fake.sessions[0]?.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'usd',
      customer_email: 'ada@example.org',
      'metadata[name]': 'Ada Lovelace',
    })

    // Paying sends the donor back to /donate with a thank-you.
    await page.getByRole('link', { name: 'Pay' }).click()
    await page.waitForURL(`${withStripe.baseURL}/donate?donation=success`)
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('coming back without paying says the donation was cancelled', async () => {
    const { context, page, errors } = await openDonate(withStripe, DESKTOP)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/`))
    await page.getByRole('link', { name: 'Back to the site' }).click()
    await page.waitForURL(`${withStripe.baseURL}/donate?donation=cancelled`)
    await page.getByRole('heading', { name: 'Donation cancelled' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('when a donation cannot start', () => {
  it('says so when donations are not configured (503)', async () => {
    const { context, page } = await openDonate(withoutStripe)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await alert(page)
      .getByText(/Donations are not configured on this site yet/)
      .waitFor()
    expect(page.url()).toBe(`${withoutStripe.baseURL}/donate`)
    await context.close()
  })

  it('shows the server’s field messages (400)', async () => {
    const { context, page } = await openDonate(withStripe)
    await fillDonation(page)
    // The form applies the server's own rules, so only a body changed on the way reaches the
    // server's validation: here the e-mail loses its domain after the form checked it.
    await page.route('**/create-checkout-session', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, email: 'ada@' }) })
    })
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.getByText('Enter a valid e-mail address, like name@example.org').waitFor()
    expect(await alert(page).innerText()).toContain('Please correct the highlighted fields.')
    expect(await page.getByLabel(/E-mail/).getAttribute('aria-invalid')).toBe('true')
    await context.close()
  })

  it('says the payment service is down when Stripe fails (502)', async () => {
    const { context, page } = await openDonate(withStripe)
    fake.failWith({ status: 500, type: 'api_error', message: 'Stripe is having a bad day' })
    try {
      await fillDonation(page)
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await alert(page)
        .getByText(/The payment service is not responding right now/)
        .waitFor()
      expect(await page.content()).not.toContain('bad day')
    } finally {
      fake.failWith(undefined)
    }
    await context.close()
  })

  it('asks the donor to wait after too many attempts (429)', async () => {
    const { context, page } = await openDonate(strictLimit)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/`))
    await page.goBack()
    await waitForHydration(page)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await alert(page)
      .getByText(/Too many donation attempts from this connection. Please try again in a minute/)
      .waitFor()
    await context.close()
  })

  it('says donations need an internet connection when offline', async () => {
    const { context, page } = await openDonate(withStripe)
    await fillDonation(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await alert(page)
      .getByText('Donations need an internet connection.', { exact: false })
      .waitFor()
    await context.close()
  })
})

describe('the donate page', () => {
  it('shows the amount choices in the first screen of a phone, the EIN on one line, and no second Donate band', async () => {
    const { context, page } = await openDonate(withoutStripe, PHONE)
    const amounts = page.getByRole('group', { name: 'Amount' })
    const box = await amounts.boundingBox()
    expect(box).not.toBeNull()
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
    const ein = page.locator('.donate-tax__id')
    expect(await ein.innerText()).toMatch(/^EIN \d{2}-\d{7}$/)
    expect(await ein.evaluate((el) => el.getClientRects().length)).toBe(1)
    expect(await page.locator('main').innerText()).not.toContain('Make a Difference Today')
    await context.close()
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'hydrates under the Content-Security-Policy with no axe violations at %s size',
    async (_name, viewport) => {
      const { context, page, errors } = await openDonate(withStripe, viewport, '?donation=success')
      const response = await page.request.get(`${withStripe.baseURL}/donate`)
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor()
      // Show the field errors too, so their colours are checked.
      await page.getByLabel(/Amount in US dollars/).fill('')
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await page.getByText('Enter an amount').waitFor()
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe('the Content-Security-Policy', () => {
  it('refuses an inline script the server did not send', async () => {
    const { context, page, errors } = await openDonate(withStripe, DESKTOP)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
    await expect.poll(() => errors.join('\n')).toMatch(/Content Security Policy/)
    await context.close()
  })
})

describe('the client bundle', () => {
  const outDir = '.e2e-builds/donate-secret'
  const secret = `sk_test_e2eSecret${Date.now()}`

  beforeAll(async () => {
    await buildSite(outDir, { STRIPE_SECRET_KEY: secret })
  }, 180_000)
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true })
    rmSync(`${outDir}-ssr`, { recursive: true, force: true })
  })

  function* files(dir: string): Generator<string> {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) yield* files(path)
      else yield path
    }
  }

  it('never contains the Stripe secret key, even when it is set at build time', () => {
    const built = [...files(outDir)]
    expect(built.some((path) => path.endsWith('.js'))).toBe(true)
    for (const path of built) {
      expect(readFileSync(path, 'utf8').includes(secret), path).toBe(false)
    }
  })
})
