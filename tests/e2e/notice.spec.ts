import type { Page } from '@playwright/test'
import { EDITS } from '../fixtures/edited-dataset'
import { DESKTOP, PHONE } from './support/chromium'
import {
  countLayoutShifts,
  layoutShiftSoFar,
  seriousAxeViolations,
  waitForHydration,
} from './support/page-checks'
import { expect, test } from './support/test'

// A staff notice comes and goes by the visitor's own clock (the edited build holds one for Get
// help and Volunteer, far from any real date: tests/fixtures/edited-dataset.ts).

const { notice } = EDITS
const STARTS = Date.parse(notice.startsAt)
const ENDS = Date.parse(notice.endsAt)
const MINUTE = 60_000

const noticeOf = (page: Page, language: 'en' | 'es') =>
  page.locator('.site-notice').filter({ hasText: notice.title[language] })

// Each width in one language: the layout differs by width, the words by language.
for (const [device, viewport, language] of [
  ['phone', PHONE, 'en'],
  ['desktop', DESKTOP, 'es'],
] as const) {
  test(`a notice appears at its start and goes at its end without moving the page (${device}, ${language})`, async ({
    editedSite,
    openContext,
  }) => {
    const context = await openContext({ viewport })
    const page = await context.newPage()
    await page.clock.install({ time: STARTS - 30_000 })
    await countLayoutShifts(page)
    const prefix = language === 'es' ? '/es' : ''
    await page.goto(`${editedSite.baseURL}${prefix}/get-help`)
    await waitForHydration(page)
    await expect(page.locator('.site-notice')).toHaveCount(0)
    // What the page's own loading shifted is another spec's business: from here on, nothing.
    const loaded = await layoutShiftSoFar(page)

    await page.clock.runFor(MINUTE)
    const shown = noticeOf(page, language)
    await expect(shown).toBeVisible()
    const text = shown.getByText(notice.text)
    // Its Spanish is not written yet: a Spanish page shows the English, marked as English.
    if (language === 'es') await expect(text).toHaveAttribute('lang', 'en')
    else await expect(text).not.toHaveAttribute('lang')
    // In the live region, so a screen reader hears it arrive without losing its place.
    await expect(page.locator('[aria-live="polite"]').filter({ has: shown })).toHaveCount(1)
    await expect(
      shown.getByRole('link', { name: language === 'es' ? 'Más información' : 'Read more' }),
    ).toHaveAttribute('href', `${prefix}/contact`)
    expect(await seriousAxeViolations(page)).toEqual([])

    // Nothing at the page's end stays under it: the last footer link scrolls clear.
    const lastLink = page.locator('footer a').last()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const box = await lastLink.boundingBox()
    const noticeBox = await shown.boundingBox()
    expect(box && noticeBox && box.y + box.height <= noticeBox.y).toBe(true)
    await page.screenshot({ path: test.info().outputPath(`notice-${device}-${language}.png`) })

    await page.clock.fastForward(ENDS - STARTS)
    await page.clock.runFor(MINUTE)
    await expect(page.locator('.site-notice')).toHaveCount(0)
    const shift = (await layoutShiftSoFar(page)) - loaded
    console.log(`notice CLS (${device}, ${language}): ${shift} (page load: ${loaded})`)
    expect(shift).toBe(0)
  })
}

test('a notice shows only on the pages chosen for it', async ({ editedSite, page }) => {
  await page.clock.install({ time: STARTS + MINUTE })
  await page.goto(`${editedSite.baseURL}/volunteer`)
  await waitForHydration(page)
  await expect(noticeOf(page, 'en')).toBeVisible()
  await page.goto(`${editedSite.baseURL}/events`)
  await waitForHydration(page)
  await expect(page.locator('.site-notice')).toHaveCount(0)
})

test('a closed notice stays closed on that device, closed from the keyboard', async ({
  editedSite,
  page,
}) => {
  await page.clock.install({ time: STARTS + MINUTE })
  await page.goto(`${editedSite.baseURL}/volunteer`)
  await waitForHydration(page)
  const close = page.getByRole('button', { name: `Close the notice “${notice.title.en}”` })
  await close.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('.site-notice')).toHaveCount(0)
  for (const path of ['/volunteer', '/get-help', '/es/get-help']) {
    await page.goto(`${editedSite.baseURL}${path}`)
    await waitForHydration(page)
    await page.clock.runFor(MINUTE)
    await expect(page.locator('.site-notice'), path).toHaveCount(0)
  }
})

test('offline, the installed app shows the notice it had, and hides it once it has ended', async ({
  editedSite,
  openPersistentContext,
}) => {
  test.setTimeout(180_000)
  const context = await openPersistentContext(PHONE)
  const page = context.pages()[0] ?? (await context.newPage())
  await page.clock.install({ time: STARTS + MINUTE })
  await page.goto(`${editedSite.baseURL}/get-help`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  })
  await context.setOffline(true)
  await page.goto(`${editedSite.baseURL}/volunteer`)
  await waitForHydration(page)
  await expect(noticeOf(page, 'en')).toBeVisible()
  await page.clock.fastForward(ENDS - STARTS)
  await page.clock.runFor(MINUTE)
  await expect(page.locator('.site-notice')).toHaveCount(0)
  await page.reload()
  await waitForHydration(page)
  await expect(page.locator('.site-notice')).toHaveCount(0)
})
