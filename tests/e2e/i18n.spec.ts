import { readFileSync } from 'node:fs'
import { en } from '../../src/lib/i18n/catalogs/en'
import { es } from '../../src/lib/i18n/catalogs/es'
import { PHONE } from './support/chromium'
import { doubledStops, englishLeftovers, visibleAndSpokenText } from './support/english-leftovers'
import { waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// The site in two languages, where a browser is needed: the switch, the offer to Spanish-reading
// browsers, the installed app's language, offline in Spanish, and what Spanish pages write only
// after they hydrate. The HTML of every page of both languages (twins, hreflang, Spanish titles,
// links staying in Spanish, the Spanish manifest, no English left in what the build wrote) is read
// in node: tests/html/i18n.test.ts and tests/html/pages.test.ts.

test.describe('the language switch', () => {
  test.use({ serviceWorkers: 'block' })

  test('goes to the same page in the other language and remembers the choice; the installed app then opens in it, an opened address stays', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const english = await (await page.request.get('/manifest.webmanifest')).json()
    await test.step('to Spanish and back, remembered each time', async () => {
      await page.goto('/get-help')
      await waitForHydration(page)
      await page.getByRole('link', { name: 'Español', exact: true }).click()
      await page.waitForURL(`${baseURL}/es/get-help`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
      await waitForHydration(page)
      // A client-side navigation from a Spanish page stays in Spanish.
      await page.locator('footer').getByRole('link', { name: es['page./events.title'] }).click()
      await page.waitForURL(`${baseURL}/es/events`)
      await page.getByRole('link', { name: 'English', exact: true }).click()
      await page.waitForURL(`${baseURL}/events`)
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
      await waitForHydration(page)
      await page.getByRole('link', { name: 'Español', exact: true }).click()
      await page.waitForURL(`${baseURL}/es/events`)
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
    })
    await test.step('launched from the home screen: the English app opens in Spanish', async () => {
      await page.goto(english.start_url)
      await page.waitForURL(`${baseURL}/es`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await waitForHydration(page)
    })
    await test.step('typed or followed by the visitor: never redirected', async () => {
      await page.goto('/')
      await waitForHydration(page)
      expect(new URL(page.url()).pathname).toBe('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
    expect(pageErrors).toEqual([])
  })

  test('sits in the header on a phone, on one line with the brand and the menu', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/es')
    const header = page.locator('.site-header__inner')
    const box = await header.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(80)
    await expect(header.getByRole('link', { name: 'English' })).toBeVisible()
    await expect(header.getByRole('button', { name: es['layout.header.openMenu'] })).toBeVisible()
  })
})

test.describe('a browser that reads Spanish first', () => {
  test.use({ locale: 'es-US', serviceWorkers: 'block' })

  test('is offered the Spanish page in one line, never redirected', async ({ page, baseURL }) => {
    await page.goto('/volunteer')
    const offer = page.getByRole('complementary', { name: en['language.offerAction'] })
    await expect(offer).toBeVisible()
    expect(page.url()).toBe(`${baseURL}/volunteer`)
    await expect(offer.getByRole('link', { name: en['language.offerAction'] })).toHaveAttribute(
      'href',
      '/es/volunteer',
    )
    await offer.getByRole('button', { name: en['language.offerDismiss'] }).click()
    await expect(offer).toBeHidden()
    // Dismissed for good.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText(en['language.offer'])).toHaveCount(0)
  })

  test('is not offered Spanish on a Spanish page, whose volunteer sessions and sign-up form are in Spanish, nor once English was chosen', async ({
    page,
  }) => {
    await page.goto('/es/volunteer')
    await waitForHydration(page)
    await expect(page.getByText(en['language.offer'])).toHaveCount(0)
    await test.step('the sessions and the sign-up form, written after hydration, in Spanish', async () => {
      await expect(page.getByTestId('sessions').getByRole('listitem')).toHaveCount(8)
      const form = page.getByRole('form', { name: es['volunteer.signup.formLabel'] })
      await form.scrollIntoViewIfNeeded()
      await expect(form.getByLabel(es['volunteer.signup.firstTime'])).toBeVisible()
      await expect(page.getByText(es['volunteer.signup.workingOut'])).toHaveCount(0)
      expect(englishLeftovers(await visibleAndSpokenText(page, 'main'))).toEqual([])
    })
    await page.getByRole('link', { name: 'English', exact: true }).click()
    await waitForHydration(page)
    await expect(page.getByText(en['language.offer'])).toHaveCount(0)
  })
})

test.describe('an English-reading browser', () => {
  test.use({ locale: 'en-US', serviceWorkers: 'block' })

  test('is offered nothing', async ({ page }) => {
    await page.goto('/volunteer')
    await waitForHydration(page)
    await expect(page.getByText(en['language.offer'])).toHaveCount(0)
  })
})

test('offline in Spanish after switching: /es and /es/get-help open with no network', async ({
  installedApp,
}) => {
  // The first test of a worker to ask for the installed app waits for its install (up to a
  // minute on a busy machine), then this one for the Spanish pages to download.
  test.setTimeout(180_000)
  const { context, baseURL } = await installedApp()
  const page = await context.newPage()
  await page.goto(`${baseURL}/get-help`)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Español', exact: true }).click()
  await page.waitForURL(`${baseURL}/es/get-help`)
  // The Spanish pages the install holds download in the background once a Spanish page has
  // started (about 70 files: over 30 s on a busy two-core machine).
  const listed = JSON.parse(readFileSync('dist/language-pages/es.json', 'utf8')) as unknown[]
  expect(listed.length).toBeGreaterThan(50)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('pages-es')
          return (await cache.keys()).length
        }),
      { timeout: 90_000 },
    )
    .toBe(listed.length)
  // The Spanish messages, which the pages read before they hydrate, are kept with them.
  const kept = await page.evaluate(async () =>
    (await (await caches.open('pages-es')).keys()).map((request) => new URL(request.url).pathname),
  )
  expect(kept.filter((path) => path.startsWith('/assets/'))).toEqual([
    expect.stringMatching(/^\/assets\/i18n-es-[0-9a-f]+\.json$/),
  ])
  await context.setOffline(true)
  for (const path of ['/es', '/es/get-help', '/es/impact']) {
    const response = await page.goto(`${baseURL}${path}`)
    expect(response?.fromServiceWorker(), path).toBe(true)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: es['layout.skipToContent'] })).toHaveCount(1)
  }
})

test.describe('what Spanish pages write after they hydrate', () => {
  test.use({ serviceWorkers: 'block' })

  // What the prerendered HTML cannot hold (the next date) is written in
  // the browser, where the scan of the built files (tests/html/i18n.test.ts) never sees it.
  const LAYOUT = '.topbar, .site-footer'

  test('/es/get-help: the next session, the rest of the page and the layout', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/es/get-help')
    await waitForHydration(page)
    const prefix = es['getHelp.next'].replace('{when}', '')
    await expect(page.getByTestId('next-session')).toHaveText(
      new RegExp(`^${prefix}(hoy, )?domingo \\d{1,2} de [a-z]+, de 3 p\\.m\\. a 5 p\\.m\\.$`),
    )
    const texts = await visibleAndSpokenText(page, `main, ${LAYOUT}`)
    expect(englishLeftovers(texts, ['Orchard Lane'])).toEqual([])
    expect(doubledStops(texts)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

test.describe('the contact form in Spanish', () => {
  test.use({ serviceWorkers: 'block' })

  test('labels its fields and says what is wrong in Spanish; the details and map stay Spanish', async ({
    page,
  }) => {
    await page.goto('/es/contact')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: es['contact.formLabel'] })
    await expect(form.getByLabel(es['contact.name'])).toBeVisible()
    await form.getByRole('button', { name: es['contact.send'] }).click()
    await expect(form.getByText(es['contact.nameRequired'])).toBeVisible()
    await expect(form.getByLabel(es['contact.name'])).toBeFocused()
    await expect(page.getByRole('heading', { name: es['contact.map.title'] })).toBeVisible()
    const texts = await visibleAndSpokenText(page, 'main')
    expect(texts.join(' ')).toContain(es['contact.details.address'])
    expect(englishLeftovers(texts, ['Orchard Lane'])).toEqual([])
    expect(doubledStops(texts)).toEqual([])
  })
})
