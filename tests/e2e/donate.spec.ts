import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { DESKTOP, PHONE } from './support/chromium'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { buildSite, serveSite } from './support/site'
import { test as base, serveFakeStripeJs } from './support/stripe'
import { collectErrors, expect } from './support/test'

// The built site served by the production server, with the real Stripe SDK pointed at a local
// fake Stripe. `dist` (made by `npm run build`) has no publishable key, so its donations use the
// hosted page; a second build made here has one, so its donations mount embedded Checkout, with
// Stripe.js served by the test at its real address (there is no network).
type Site = Awaited<ReturnType<typeof serveSite>>

const PUBLISHABLE_KEY = 'pk_test_e2eDonations'

interface DonateWorkerFixtures {
  withStripe: Site
  withoutStripe: Site
  strictLimit: Site
  /** A build with a publishable key (and a secret key in its environment, which must not leak). */
  embeddedBuild: { dir: string; secret: string }
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
        rateLimit: { limit: 1, windowMs: 60_000 },
      })
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
  embeddedBuild: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = '.e2e-builds/donate-embedded'
      const secret = `sk_test_e2eSecret${Date.now()}`
      await buildSite(dir, {
        VITE_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        STRIPE_SECRET_KEY: secret,
      })
      await use({ dir, secret })
      rmSync(dir, { recursive: true, force: true })
      rmSync(`${dir}-ssr`, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  embedded: [
    async ({ fake, embeddedBuild }, use) => {
      const site = await serveSite(embeddedBuild.dir, {
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

const alert = (page: Page) => page.getByRole('alert')

test.describe('donating by card on the hosted page', () => {
  test('Donate Now lands on the Stripe checkout page for the chosen amount', async ({
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
    expect(errors).toEqual([])
  })

  test('coming back without paying says the donation was cancelled', async ({
    page,
    fake,
    withStripe,
  }) => {
    await page.setViewportSize(DESKTOP)
    const errors = collectErrors(page)
    await openDonate(page, withStripe)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/`))
    await page.getByRole('link', { name: 'Back to the site' }).click()
    await page.waitForURL(`${withStripe.baseURL}/donate?donation=cancelled`)
    await expect(page.getByRole('heading', { name: 'Donation cancelled' })).toBeVisible()
    expect(errors).toEqual([])
  })
})

test.describe('when a donation cannot start', () => {
  test('says so when donations are not configured (503)', async ({ page, withoutStripe }) => {
    await openDonate(page, withoutStripe)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(alert(page)).toContainText('Donations are not configured on this site yet')
    expect(page.url()).toBe(`${withoutStripe.baseURL}/donate`)
  })

  test('shows the server’s field messages (400)', async ({ page, withStripe }) => {
    await openDonate(page, withStripe)
    await fillDonation(page)
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
  })

  test('says the payment service is down when Stripe fails (502)', async ({
    page,
    fake,
    withStripe,
  }) => {
    await openDonate(page, withStripe)
    fake.failWith({ status: 500, type: 'api_error', message: 'Stripe is having a bad day' })
    try {
      await fillDonation(page)
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await expect(alert(page)).toContainText('The payment service is not responding right now')
      expect(await page.content()).not.toContain('bad day')
    } finally {
      fake.failWith(undefined)
    }
  })

  test('asks the donor to wait after too many attempts (429)', async ({
    page,
    fake,
    strictLimit,
  }) => {
    await openDonate(page, strictLimit)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/`))
    await page.goBack()
    await waitForHydration(page)
    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(alert(page)).toContainText(
      'Too many donation attempts from this connection. Please try again in a minute',
    )
  })

  test('says donations need an internet connection when offline', async ({
    page,
    context,
    withStripe,
  }) => {
    await openDonate(page, withStripe)
    await fillDonation(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(alert(page)).toContainText('Donations need an internet connection.')
  })
})

test.describe('the donate page', () => {
  test('shows the amount choices in the first screen of a phone, the EIN on one line, and no second Donate band', async ({
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
  })

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`hydrates under the Content-Security-Policy with no axe violations at ${name} size`, async ({
      page,
      withStripe,
    }) => {
      await page.setViewportSize(viewport)
      const errors = collectErrors(page)
      await openDonate(page, withStripe, '?donation=success')
      const response = await page.request.get(`${withStripe.baseURL}/donate`)
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      await expect(
        page.getByRole('heading', { name: 'Thank you for your donation!' }),
      ).toBeVisible()
      // Show the field errors too, so their colours are checked; and the dedication's fields.
      await page.getByLabel('In memory of', { exact: true }).check()
      await page.getByLabel(/Amount in US dollars/).fill('')
      await page.getByRole('button', { name: 'Donate Now' }).click()
      await expect(page.getByText('Enter an amount')).toBeVisible()
      await expect(page.getByText('Enter the name of the person this gift is for')).toBeVisible()
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    })
  }
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

    await page.getByLabel('Monthly').check()
    await page.getByLabel(/Amount in US dollars/).fill('40')
    await expect(page.getByText('helps provide about 400 meals')).toBeVisible()
    await page.getByLabel('Full name').fill('Ada Lovelace')
    await page.getByLabel('E-mail (for your receipt)').fill('ada@example.org')
    await page.getByLabel('In honour of', { exact: true }).check()
    await page.getByLabel('In honour of (name)').fill('Grace Hopper')
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
  })

  test('reached from another page by a link, /donate loads as its own document, so its policy lets Stripe’s checkout mount', async ({
    page,
    pageErrors,
    fake,
    embedded,
  }) => {
    const stripeJs = await serveFakeStripeJs(page, fake)
    await page.goto(`${embedded.baseURL}/about`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Donate Now' }).first().click()
    await page.waitForURL(`${embedded.baseURL}/donate`)
    await waitForHydration(page)
    const documentUrl = () =>
      page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '')
    expect(await documentUrl()).toBe(`${embedded.baseURL}/donate`)

    await fillDonation(page)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(page.getByTestId('fake-stripe-checkout')).toBeVisible()
    expect(stripeJs.requests).toHaveLength(1)
    expect(pageErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])

    // The document load replaced nothing: Back still returns to the page before.
    await page.goBack()
    await page.waitForURL(`${embedded.baseURL}/about`)
  })

  test('the return page takes its figures from Stripe, not from the address', async ({
    page,
    embedded,
  }) => {
    await page.goto(`${embedded.baseURL}/donation-thanks?session_id=cs_test_madeUp&amount=1000000`)
    await waitForHydration(page)
    await expect(
      page.getByRole('heading', { name: 'We could not find this donation' }),
    ).toBeVisible()
    await expect(page.locator('.donation-notice-region')).not.toContainText('$')
  })

  test('with Stripe.js blocked, the same gift goes to the hosted checkout page', async ({
    page,
    fake,
    embedded,
  }) => {
    let blocked = 0
    await page.route('https://js.stripe.com/**', async (route) => {
      blocked += 1
      await route.abort('blockedbyclient')
    })
    await openDonate(page, embedded)
    await page.getByLabel('Monthly').check()
    await page.getByLabel(/Amount in US dollars/).fill('40')
    await page.getByLabel('Full name').fill('Ada Lovelace')
    await page.getByLabel('E-mail (for your receipt)').fill('ada@example.org')
    await page.getByLabel('In honour of', { exact: true }).check()
    await page.getByLabel('In honour of (name)').fill('Grace Hopper')
    fake.sessions.length = 0
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/cs_test_\\w+$`))
    await expect(page.getByTestId('amount')).toHaveText('$40.00')
    expect(blocked).toBeGreaterThan(0)
    expect(fake.sessions).toHaveLength(1)
    expect(fake.sessions[0]?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[tribute_name]': 'Grace Hopper',
    })
    expect(fake.sessions[0]?.form).not.toHaveProperty('ui_mode')
  })

  test('offline, the page says donations need a connection and sends nothing', async ({
    page,
    context,
    fake,
    embedded,
  }) => {
    const stripeJs = await serveFakeStripeJs(page, fake)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await openDonate(page, embedded)
    await fillDonation(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Donate Now' }).click()
    await expect(alert(page)).toContainText('Donations need an internet connection.')
    expect(stripeJs.requests).toEqual([])
    expect(posts).toEqual([])
  })
})

test.describe('the Content-Security-Policy', () => {
  test('refuses an inline script the server did not send', async ({ page, withStripe }) => {
    await page.setViewportSize(DESKTOP)
    const errors = collectErrors(page)
    await openDonate(page, withStripe)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
    await expect.poll(() => errors.join('\n')).toMatch(/Content Security Policy/)
  })

  test('allows Stripe’s origins on /donate and the return page, and not on /', async ({
    page,
    embedded,
    withStripe,
  }) => {
    const policy = async (url: string) =>
      (await page.request.get(url)).headers()['content-security-policy'] ?? ''
    for (const path of ['/donate', '/donation-thanks']) {
      const csp = await policy(`${embedded.baseURL}${path}`)
      expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/)
      expect(csp).toMatch(
        /frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/checkout\.stripe\.com/,
      )
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
    }
    for (const url of [
      `${embedded.baseURL}/`,
      `${embedded.baseURL}/shop`,
      `${withStripe.baseURL}/donate`,
    ]) {
      expect(await policy(url)).not.toMatch(/js\.stripe\.com|api\.stripe\.com/)
    }
    // And the browser holds the page to it: a Stripe script loads on /donate, not on /.
    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__stripeRan = true' }),
    )
    const runs = async (url: string) => {
      await page.goto(url)
      await waitForHydration(page)
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
      return page.evaluate(() => '__stripeRan' in window)
    }
    expect(await runs(`${embedded.baseURL}/donate`)).toBe(true)
    expect(await runs(`${embedded.baseURL}/`)).toBe(false)
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

  test('never contains the Stripe secret key, even when it is set at build time', ({
    embeddedBuild,
  }) => {
    const built = [...files(embeddedBuild.dir)]
    const scripts = built.filter((path) => path.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    // The build is the embedded-Checkout one: the publishable key is in it, by design.
    expect(scripts.some((path) => readFileSync(path, 'utf8').includes(PUBLISHABLE_KEY))).toBe(true)
    for (const path of built) {
      expect(readFileSync(path, 'utf8').includes(embeddedBuild.secret), path).toBe(false)
    }
  })
})
