import type { Page } from '@playwright/test'
import { PORTAL_PROOF_MS } from '../../server/portal-route'
import { PORTAL_NOT_CONFIGURED } from '../fixtures/fake-stripe'
import { TEST_CONFIG } from './support/builds'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { serveSite } from './support/site'
import { test as base } from './support/stripe'
import { expect } from './support/test'

// The thank-you page of a completed gift, on the shared test build served by the production
// server with the real Stripe SDK pointed at the fake Stripe: the record of the gift (the same
// acknowledgment the server puts on Stripe's receipts), its printed page, and a monthly donor's
// way into Stripe's customer portal. Gifts are made through our own endpoint and completed at the
// fake, as Stripe's embedded checkout does (the form's path to here is in donate.spec.ts).
type Site = Awaited<ReturnType<typeof serveSite>>

const ORGANISATION = 'Harvest Share Collective'
const TAX_ID = 'EIN 88-1234567'
const NO_GOODS = 'No goods or services were provided in exchange for this contribution.'

const test = base.extend<object, { site: Site; dayLater: Site }>({
  site: [
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
  // The same build, its clock a day and a minute ahead: every session is too old as proof.
  dayLater: [
    async ({ fake, testBuild }, use) => {
      const site = await serveSite(testBuild, {
        stripe: fake.settings(),
        rateLimit: { limit: 100, windowMs: 60_000 },
        now: () => Date.now() + PORTAL_PROOF_MS + 60_000,
      })
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
})

test.use({ serviceWorkers: 'block' })

/** A completed gift of $40 (monthly or once) made through our server, and its thank-you page. */
async function paidGift(
  page: Page,
  site: Site,
  fake: { complete(id: string): void },
  frequency: 'monthly' | 'once',
  language: '' | '/es' = '',
): Promise<string> {
  const response = await page.request.post(`${site.baseURL}/create-checkout-session`, {
    data: { amount: 40, name: 'Ada Lovelace', email: 'ada@example.org', frequency, ui: 'embedded' },
  })
  expect(response.status()).toBe(200)
  const { id } = (await response.json()) as { id: string }
  fake.complete(id)
  await page.goto(`${site.baseURL}${language}/donation-thanks?session_id=${id}`)
  await waitForHydration(page)
  return id
}

test('a monthly gift: the receipt’s acknowledgment is sent to Stripe and shown, the page prints as one page, and the donor opens the portal for their own customer', async ({
  page,
  fake,
  site,
}) => {
  const id = await paidGift(page, site, fake, 'monthly')
  const sent = fake.sessions.find((session) => session.id === id)?.form ?? {}
  expect(sent).toMatchObject({
    mode: 'subscription',
    submit_type: 'donate',
    'subscription_data[invoice_settings][custom_fields][0][value]': ORGANISATION,
    'subscription_data[invoice_settings][custom_fields][1][value]': TAX_ID,
  })
  expect(sent['subscription_data[invoice_settings][footer]']).toContain(NO_GOODS)

  const record = page.getByRole('region', { name: 'Record of your gift' })
  await expect(record).toContainText(ORGANISATION)
  await expect(record).toContainText(TAX_ID)
  await expect(record).toContainText('$40.00 (USD)')
  await expect(record).toContainText('Monthly')
  await expect(record).toContainText(NO_GOODS)
  expect(await seriousAxeViolations(page)).toEqual([])

  await test.step('on paper: the thanks and the record alone, on one page', async () => {
    await page.emulateMedia({ media: 'print' })
    await expect(record).toBeVisible()
    await expect(page.getByRole('button', { name: 'Manage your monthly gift' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print this record' })).toBeHidden()
    await expect(page.locator('.site-footer')).toBeHidden()
    const pdf = await page.pdf({ format: 'Letter' })
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1)
    await page.emulateMedia({ media: 'screen' })
  })

  await page.getByRole('button', { name: 'Manage your monthly gift' }).click()
  await page.waitForURL(new RegExp(`^${fake.origin}/portal/bps_fake_\\w+$`))
  const customer = fake.sessions.find((session) => session.id === id)?.customer
  expect(customer).toMatch(/^cus_fake_/)
  await expect(page.getByTestId('customer')).toHaveText(customer ?? '')
  expect(fake.portalSessions.at(-1)?.form.return_url).toBe(`${site.baseURL}/donate`)
})

test('a one-time gift: the acknowledgment goes on Checkout’s invoice, the record says one time, nothing to manage', async ({
  page,
  fake,
  site,
}) => {
  const id = await paidGift(page, site, fake, 'once')
  const sent = fake.sessions.find((session) => session.id === id)?.form ?? {}
  expect(sent).toMatchObject({
    mode: 'payment',
    'invoice_creation[enabled]': 'true',
    'invoice_creation[invoice_data][custom_fields][0][value]': ORGANISATION,
    'invoice_creation[invoice_data][custom_fields][1][value]': TAX_ID,
  })
  expect(sent['invoice_creation[invoice_data][footer]']).toContain(NO_GOODS)
  const record = page.getByRole('region', { name: 'Record of your gift' })
  await expect(record).toContainText('One time')
  await expect(page.getByRole('button', { name: 'Manage your monthly gift' })).toHaveCount(0)
})

test('when Stripe will not open the portal, the donor reads a plain message with the collective’s address', async ({
  page,
  fake,
  site,
}) => {
  await paidGift(page, site, fake, 'monthly')
  fake.failPortalWith(PORTAL_NOT_CONFIGURED)
  try {
    await page.getByRole('button', { name: 'Manage your monthly gift' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('We could not open the page for your monthly gift just now')
    await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    expect(page.url()).toContain('/donation-thanks')
  } finally {
    fake.failPortalWith(undefined)
  }
})

test('a thank-you page more than a day old is no proof: the page offers the portal’s e-mailed login link', async ({
  page,
  fake,
  dayLater,
}) => {
  await paidGift(page, dayLater, fake, 'monthly')
  const portals = fake.portalSessions.length
  await page.getByRole('button', { name: 'Manage your monthly gift' }).click()
  await expect(page.getByRole('alert')).toContainText('more than a day old')
  await expect(
    page.getByRole('link', { name: 'Get a link to your gift by e-mail' }),
  ).toHaveAttribute('href', TEST_CONFIG.stripePortalLoginUrl)
  expect(fake.portalSessions).toHaveLength(portals)
})

test('the Spanish thank-you page shows the record in Spanish; /donate and /es/donate link to the portal login', async ({
  page,
  fake,
  site,
}) => {
  await paidGift(page, site, fake, 'monthly', '/es')
  const record = page.getByRole('region', { name: 'Constancia de su donativo' })
  await expect(record).toContainText('Mensual')
  await expect(record).toContainText('No se entregaron bienes ni servicios')
  await expect(page.getByRole('button', { name: 'Administrar su donativo mensual' })).toBeVisible()

  for (const [path, name] of [
    ['/donate', 'Manage your gift'],
    ['/es/donate', 'Administre su donativo'],
  ] as const) {
    await page.goto(`${site.baseURL}${path}`)
    await waitForHydration(page)
    await expect(page.getByRole('link', { name })).toHaveAttribute(
      'href',
      TEST_CONFIG.stripePortalLoginUrl,
    )
  }
})
