import { es } from '../../src/lib/i18n/catalogs/es'
import { DESKTOP, PHONE } from './support/chromium'
import { englishLeftovers, visibleAndSpokenText } from './support/english-leftovers'
import { waitForHydration } from './support/page-checks'
import { siteContent } from './support/site-content'
import { expect, test } from './support/test'

// The Impact page, the blog and the privacy page in Spanish, where a browser is needed: what they
// write after hydration (the Impact reports with Spanish months and dates, whether this device
// holds data), whether the longer Spanish figures fit, and the comment form's messages in Spanish.
// What the build wrote (the blog's Spanish posts under the English slugs, no English catalog text
// on any Spanish page) is read in node: tests/html/i18n.test.ts.

// The built site has no Sanity project configured, so /impact shows the bundled sample reports.
test.use({ serviceWorkers: 'block' })

// The reports arrive after hydration, with their loader chunk; a busy machine can be slow.
const SLOW = { timeout: 15_000 }

const post = siteContent.blog.en.posts[1]
const ENGLISH_MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/
const SPANISH_MONTH =
  /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/

test.describe('/es/impact', () => {
  test('writes the glance, the timeline and the breakdown in Spanish, with Spanish months; its longer figures fit', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/es/impact')
    await waitForHydration(page)
    const timeline = page.getByRole('region', { name: es['impact.timeline.label'] })
    await expect(timeline.locator('h3').first()).toBeVisible(SLOW)
    await expect(page.getByTestId('glance-status')).toContainText('Cifras al', SLOW)

    const months = await timeline.locator('h3').allTextContents()
    expect(months.length).toBeGreaterThan(1)
    for (const month of months) expect(month).toMatch(SPANISH_MONTH)
    // Dates through Intl for es-US: "29 nov 2026", never "Nov 29, 2026".
    await expect(page.getByTestId('glance-status')).toHaveText(
      /^Cifras al \d{1,2} [a-z]{3} \d{4} \(consultadas el \d{1,2} [a-z]{3} \d{4}, \d{1,2}:\d{2} [ap]\.m\.\)\. /,
    )
    const pounds = await page.locator('.impact-glance__value').first().textContent()
    expect(pounds).toMatch(/^\d{1,3}(,\d{3})* lb$/)

    const main = await visibleAndSpokenText(page, 'main')
    expect(main.join(' ')).not.toMatch(ENGLISH_MONTHS)
    // Partner logos' alt texts are the partners' names.
    expect(englishLeftovers(main)).toEqual([])

    // Spanish is longer: the glance still fits.
    await test.step('on a phone, the four figures are above the fold', async () => {
      const figures = page.locator('.impact-glance__figure')
      await expect(figures).toHaveCount(4)
      const last = await figures.last().boundingBox()
      expect(last).not.toBeNull()
      expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
    })
    await test.step('on a desktop, no figure overflows its box', async () => {
      await page.setViewportSize(DESKTOP)
      await page.evaluate(() => window.scrollTo(0, 0))
      const overflowing = await page
        .locator('.impact-glance__figure')
        .evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).length)
      expect(overflowing).toBe(0)
    })
    expect(pageErrors).toEqual([])
  })
})

test.describe('the blog in Spanish', () => {
  test('the comment form says what is wrong in Spanish', async ({ page }) => {
    await page.goto(`/es/blog-single/${post?.slug}`)
    await waitForHydration(page)
    const form = page.getByRole('form', { name: es['blog.comments.title'] })
    await form.getByRole('button', { name: es['blog.comments.submit'] }).click()
    await expect(form.getByText(es['blog.comments.nameRequired'])).toBeVisible()
    await expect(form.getByText(es['blog.comments.emailRequired'])).toBeVisible()
    await expect(form.getByText(es['blog.comments.commentRequired'])).toBeVisible()
    await expect(form.getByLabel(es['contact.name'])).toBeFocused()
    await form.getByLabel(es['contact.details.email']).fill('no-es-un-correo')
    await form.getByLabel(es['contact.details.email']).blur()
    await expect(form.getByText(es['blog.comments.emailInvalid'])).toBeVisible()
  })
})

test('/es/privacy has no English catalog text', async ({ page, pageErrors }) => {
  await page.goto('/es/privacy')
  await waitForHydration(page)
  await expect(page.getByTestId('device-data')).toHaveText(es['privacy.delete.nothingStored'])
  expect(englishLeftovers(await visibleAndSpokenText(page, 'main'))).toEqual([])
  expect(pageErrors).toEqual([])
})
