import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { TEST_CONFIG } from './support/builds'
import { PHONE } from './support/chromium'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { serveSite } from './support/site'
import { test as base, serveFakeStripeJs } from './support/stripe'
import { collectErrors, expect } from './support/test'

// The built site served by the production server, with the real Stripe SDK pointed at a local
// fake Stripe. `dist` (made by `npm run build`) has no publishable key, so its donations use the
// hosted page; the shared test build has one, so its donations mount embedded Checkout, with
// Stripe.js served by the test at its real address (there is no network).
//
// What the server answers (503 not configured, 400 with field messages, 502 when Stripe fails,
// 429 with Retry-After) is proved by its unit tests (server/checkout.test.ts), and the message
// the form shows for each by src/features/donate/DonationForm.test.tsx; here, a donor's browser
// against the real server shows each one. The policy's header contents per path are in
// server/stripe-csp.test.ts and tests/html/donate.test.ts; here, the browser enforcing it.
type Site = Awaited<ReturnType<typeof serveSite>>

const PUBLISHABLE_KEY = TEST_CONFIG.stripePublishableKey

interface DonateWorkerFixtures {
  withStripe: Site
  withoutStripe: Site
  /** Two attempts a minute, so the third is refused with 429. */
  strictLimit: Site
  embedded: Site
}

const test = base.extend<object, DonateWorkerFixtures>({
  withStripe: [
    async ({ fake }, use) => {
      const site = await serveSite('dist', {
        stripe: fake.settings(),
        rateLimit: { limit: 100, windowMs: 60_000 },
      })
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
  withoutStripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const site = await serveSite('dist')
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
  strictLimit: [
    async ({ fake }, use) => {
      const site = await serveSite('dist', {
        stripe: fake.settings(),
        rateLimit: { limit: 2, windowMs: 60_000 },
      })
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
  embedded: [
    async ({ fake, testBuild }, use) => {
      const site = await serveSite(testBuild, {
        stripe: fake.settings(),
        rateLimit: { limit: 100, windowMs: 60_000 },
      })
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
})

test.use({ serviceWorkers: 'block' })

async function openDonate(page: Page, site: Site, search = ''): Promise<void> {
  await page.goto(`${site.baseURL}/donate${search}`)
  await waitForHydration(page)
}

async function fillDonation(page: Page, email = 'ada@example.org') {
  await page.getByRole('button', { name: /^\$50 / }).click()
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('E-mail (for your receipt)').fill(email)
}

async function fillMonthlyTribute(page: Page) {
  await page.getByLabel('Monthly').check()
  await page.getByLabel(/Amount in US dollars/).fill('40')
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('E-mail (for your receipt)').fill('ada@example.org')
  await page.getByLabel('In honour of', { exact: true }).check()
  await page.getByLabel('In honour of (name)').fill('Grace Hopper')
}

const alert = (page: Page) => page.getByRole('alert')

test.describe('donating by card on the hosted page', () => {
  test('Donate Now lands on the Stripe checkout page for the chosen amount; paying thanks the donor, coming back without paying says it was cancelled', async ({
    page,
    fake,
    withStripe,
  }) => {
    const errors = collectErrors(page)
    await openDonate(page, withStripe)
    fake.sessions.length = 0
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/cs_test_\\w+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fake Stripe Checkout')
    await expect(page.getByTestId('amount')).toHaveText('$50.00')
    expect(fake.sessions).toHaveLength(1)
    expect(fake.sessions[0]?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'usd',
      customer_email: 'ada@example.org',
      'metadata[name]': 'Ada Lovelace',
    })

    // Paying sends the donor back to /donate with a thank-you.
    await page.getByRole('link', { name: 'Pay' }).click()
    await page.waitForURL(`${withStripe.baseURL}/donate?donation=success`)
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible()

    await test.step('coming back without paying says the donation was cancelled', async () => {
      await waitForHydration(page)
      await fillDonation(page)
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await page.waitForURL(new RegExp(`^${fake.origin}/checkout/`))
      await page.getByRole('link', { name: 'Back to the site' }).click()
      await page.waitForURL(`${withStripe.baseURL}/donate?donation=cancelled`)
      await expect(page.getByRole('heading', { name: 'Donation cancelled' })).toBeVisible()
    })
    expect(errors).toEqual([])
  })
})

test.describe('when a donation cannot start', () => {
  test('on a site without Stripe: the amounts in a phone’s first screen, the EIN on one line, no second Donate band; Donate Now says donations are not configured (503)', async ({
    page,
    withoutStripe,
  }) => {
    await openDonate(page, withoutStripe)
    const box = await page.getByRole('group', { name: 'Amount' }).boundingBox()
    expect(box).not.toBeNull()
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
    const ein = page.locator('.donate-tax__id')
    await expect(ein).toHaveText(/^EIN \d{2}-\d{7}$/)
    expect(await ein.evaluate((el) => el.getClientRects().length)).toBe(1)
    await expect(page.locator('main')).not.toContainText('Make a Difference Today')

    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(alert(page)).toContainText('Donations are not configured on this site yet')
    expect(page.url()).toBe(`${withoutStripe.baseURL}/donate`)
  })

  test('one page, each answer in turn: the server’s field messages (400), the payment service down (502), too many attempts (429), and offline', async ({
    page,
    context,
    fake,
    strictLimit,
  }) => {
    await openDonate(page, strictLimit)
    await fillDonation(page)

    await test.step('shows the server’s field messages (400)', async () => {
      // The form applies the server's own rules, so only a body changed on the way reaches the
      // server's validation: here the e-mail loses its domain after the form checked it.
      await page.route('**/create-checkout-session', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
        await route.continue({ postData: JSON.stringify({ ...body, email: 'ada@' }) })
      })
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await expect(
        page.getByText('Enter a valid e-mail address, like name@example.org'),
      ).toBeVisible()
      await expect(alert(page)).toContainText('Please correct the highlighted fields.')
      await expect(page.getByLabel('E-mail (for your receipt)')).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await page.unroute('**/create-checkout-session')
      // The donor corrects the field the server flagged.
      const email = page.getByLabel('E-mail (for your receipt)')
      await email.fill('')
      await email.fill('ada@example.org')
    })

    await test.step('says the payment service is down when Stripe fails (502)', async () => {
      fake.failWith({ status: 500, type: 'api_error', message: 'Stripe is having a bad day' })
      try {
        await page.getByRole('button', { name: 'Donate Now' }).click()
        await expect(alert(page)).toContainText('The payment service is not responding right now')
        expect(await page.content()).not.toContain('bad day')
      } finally {
        fake.failWith(undefined)
      }
    })

    await test.step('asks the donor to wait after too many attempts (429)', async () => {
      // The third attempt in a minute, over this server's limit of two.
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await expect(alert(page)).toContainText(
        'Too many donation attempts from this connection. Please try again in a minute',
      )
    })

    await test.step('says donations need an internet connection when offline', async () => {
      await context.setOffline(true)
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await expect(alert(page)).toContainText('Donations need an internet connection.')
    })
  })
})

test.describe('the donate page under its Content-Security-Policy', () => {
  test('hydrates under the policy with no axe violations with the thank-you and field errors shown, and refuses an inline script the server did not send', async ({
    page,
    withStripe,
  }) => {
    const errors = collectErrors(page)
    await openDonate(page, withStripe, '?donation=success')
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible()
    // Show the field errors too, so their colours are checked; and the dedication's fields.
    await page.getByLabel('In memory of', { exact: true }).check()
    await page.getByLabel(/Amount in US dollars/).fill('')
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(page.getByText('Enter an amount')).toBeVisible()
    await expect(page.getByText('Enter the name of the person this gift is for')).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(errors).toEqual([])

    await test.step('refuses an inline script the server did not send', async () => {
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
      })
      expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
      await expect.poll(() => errors.join('\n')).toMatch(/Content Security Policy/)
    })
  })
})

test.describe('embedded Checkout on our page', () => {
  test('a monthly gift in someone’s honour: Stripe.js loads on proceeding, checkout mounts in the page, the return page thanks with Stripe’s figures', async ({
    page,
    fake,
    embedded,
  }) => {
    const errors = collectErrors(page)
    const stripeJs = await serveFakeStripeJs(page, fake)
    await openDonate(page, embedded)
    // Nothing of Stripe's on page load.
    expect(stripeJs.requests).toEqual([])

    await fillMonthlyTribute(page)
    await expect(page.getByText('helps provide about 400 meals')).toBeVisible()
    fake.sessions.length = 0
    await page.getByRole('button', { name: 'Donate Now' }).click()

    const checkout = page.getByTestId('fake-stripe-checkout')
    await expect(checkout).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeFocused()
    await expect(page.getByText('$40.00 monthly, in honour of Grace Hopper')).toBeVisible()
    expect(page.url()).toBe(`${embedded.baseURL}/donate`)
    expect(stripeJs.requests).toHaveLength(1)
    expect(await page.evaluate(() => (window as { __stripeKey?: string }).__stripeKey)).toBe(
      PUBLISHABLE_KEY,
    )
    const session = fake.sessions[0]
    expect(fake.sessions).toHaveLength(1)
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      'line_items[0][price_data][unit_amount]': '4000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[tribute]': 'honour',
      'metadata[tribute_name]': 'Grace Hopper',
      return_url: `${embedded.baseURL}/donation-thanks?session_id={CHECKOUT_SESSION_ID}`,
    })
    await expect(checkout).toContainText(session?.id ?? 'no session')

    await checkout.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(`${embedded.baseURL}/donation-thanks?session_id=${session?.id}`)
    const thanks = page.locator('.donation-notice-region')
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible()
    await expect(thanks).toContainText('$40.00 monthly')
    await expect(thanks).toContainText('in honour of Grace Hopper')
    expect(session?.status).toBe('complete')
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(errors).toEqual([])

    await test.step('the return page takes its figures from Stripe, not from the address', async () => {
      await page.goto(
        `${embedded.baseURL}/donation-thanks?session_id=cs_test_madeUp&amount=1000000`,
      )
      await waitForHydration(page)
      await expect(
        page.getByRole('heading', { name: 'We could not find this donation' }),
      ).toBeVisible()
      await expect(page.locator('.donation-notice-region')).not.toContainText('$')
    })
  })

  test('offline, the page says donations need a connection and sends nothing; with Stripe.js blocked, the same gift goes to the hosted checkout page', async ({
    page,
    context,
    fake,
    embedded,
  }) => {
    let stripeJs = 0
    await page.route('https://js.stripe.com/**', async (route) => {
      stripeJs += 1
      await route.abort('blockedbyclient')
    })
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await openDonate(page, embedded)
    await fillMonthlyTribute(page)
    fake.sessions.length = 0

    await test.step('offline: says donations need a connection, loads nothing, sends nothing', async () => {
      await context.setOffline(true)
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await expect(alert(page)).toContainText('Donations need an internet connection.')
      expect(stripeJs).toBe(0)
      expect(posts).toEqual([])
      await context.setOffline(false)
    })

    await test.step('online with Stripe.js blocked: the hosted checkout page', async () => {
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await page.waitForURL(new RegExp(`^${fake.origin}/checkout/cs_test_\\w+$`))
      await expect(page.getByTestId('amount')).toHaveText('$40.00')
      expect(stripeJs).toBeGreaterThan(0)
      expect(fake.sessions).toHaveLength(1)
      expect(fake.sessions[0]?.form).toMatchObject({
        mode: 'subscription',
        'line_items[0][price_data][recurring][interval]': 'month',
        'metadata[tribute_name]': 'Grace Hopper',
      })
      expect(fake.sessions[0]?.form).not.toHaveProperty('ui_mode')
    })
  })

  test('the policy refuses Stripe’s script on other pages; /donate, reached from one by a link, loads as its own document whose policy lets Stripe’s checkout mount', async ({
    page,
    pageErrors,
    fake,
    embedded,
  }) => {
    const stripeJs = await serveFakeStripeJs(page, fake)
    await page.goto(`${embedded.baseURL}/about`)
    await waitForHydration(page)

    await test.step('a Stripe script is refused on a page that is not a donation page', async () => {
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            const script = document.createElement('script')
            script.src = 'https://js.stripe.com/endive/stripe.js'
            script.onload = () => done()
            script.onerror = () => done()
            document.head.append(script)
          }),
      )
      expect(await page.evaluate(() => 'Stripe' in window)).toBe(false)
      expect(stripeJs.requests).toEqual([])
      pageErrors.length = 0
    })

    await page.getByRole('link', { name: 'Donate Now' }).first().click()
    await page.waitForURL(`${embedded.baseURL}/donate`)
    await waitForHydration(page)
    const documentUrl = () =>
      page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '')
    expect(await documentUrl()).toBe(`${embedded.baseURL}/donate`)

    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(page.getByTestId('fake-stripe-checkout')).toBeVisible()
    // Stripe's script loaded and ran on /donate.
    expect(stripeJs.requests).toHaveLength(1)
    expect(await page.evaluate(() => 'Stripe' in window)).toBe(true)
    expect(pageErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])

    // The document load replaced nothing: Back still returns to the page before.
    await page.goBack()
    await page.waitForURL(`${embedded.baseURL}/about`)
  })
})

test.describe('the client bundle', () => {
  function* files(dir: string): Generator<string> {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) yield* files(path)
      else yield path
    }
  }

  // Reads the test build's files in node: no browser.
  test('never contains the Stripe secret key, even when it is set at build time', ({
    testBuild,
  }) => {
    const built = [...files(testBuild)]
    const scripts = built.filter((path) => path.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    // The build is the embedded-Checkout one: the publishable key is in it, by design.
    expect(scripts.some((path) => readFileSync(path, 'utf8').includes(PUBLISHABLE_KEY))).toBe(true)
    for (const path of built) {
      expect(readFileSync(path, 'utf8').includes(TEST_CONFIG.stripeSecretKey), path).toBe(false)
    }
  })
})
