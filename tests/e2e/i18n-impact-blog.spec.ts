import { posts as spanishPosts } from '../../src/content/es/posts'
import { posts } from '../../src/content/posts'
import { es } from '../../src/lib/i18n/catalogs/es'
import { DESKTOP, PHONE } from './support/chromium'
import { englishLeftovers, visibleAndSpokenText } from './support/english-leftovers'
import { waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// The Impact page, the blog and the privacy page in Spanish: no English catalog text left in the
// page's main content once it has hydrated (and, on /es/impact, once the reports are in), Spanish
// month names, Spanish posts under the English slugs, and the comment form's messages in Spanish.

// The built site has no Sanity project configured, so /impact shows the bundled sample reports.
test.use({ serviceWorkers: 'block' })

// The reports arrive after hydration, with their loader chunk; a busy machine can be slow.
const SLOW = { timeout: 15_000 }

const post = posts[1]
const spanishPost = spanishPosts[1]
const ENGLISH_MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/
const SPANISH_MONTH =
  /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/

/** People's names on the blog pages (authors, commenters): they stay as they are. */
const PEOPLE = [...new Set([...posts.map((p) => p.author), 'Lena Ortiz', 'David Kim'])]

test.describe('/es/impact', () => {
  test('writes the glance, the timeline and the breakdown in Spanish, with Spanish months', async ({
    page,
    pageErrors,
  }) => {
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
    expect(pageErrors).toEqual([])
  })
})

test.describe('the blog in Spanish', () => {
  for (const path of ['/es/blog', '/es/blog-left-sidebar']) {
    test(`${path} lists the Spanish posts with no English catalog text`, async ({
      page,
      pageErrors,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      const first = spanishPosts[0]
      await expect(page.getByRole('heading', { level: 2, name: first?.title })).toBeVisible()
      // Same slugs as English, under /es.
      await expect(page.getByRole('link', { name: first?.title }).first()).toHaveAttribute(
        'href',
        new RegExp(`^/es/blog-single(-left-sidebar)?/${first?.slug}$`),
      )
      await expect(
        page.getByRole('navigation', { name: es['blog.pagination.label'] }),
      ).toBeVisible()
      expect(englishLeftovers(await visibleAndSpokenText(page, 'main'), PEOPLE)).toEqual([])
      expect(pageErrors).toEqual([])
    })
  }

  test('a post under its English slug is the Spanish post, with a Spanish head title', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(`/es/blog-single/${post?.slug}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishPost?.title ?? '')
    await expect(page).toHaveTitle(new RegExp(`^${spanishPost?.title}`))
    expect(englishLeftovers(await visibleAndSpokenText(page, 'main'), PEOPLE)).toEqual([])
    // Dates as es-US writes them: "18 oct 2026".
    await expect(page.locator('.post__meta time')).toHaveText(/^\d{1,2} [a-z]{3} \d{4}$/)
    expect(pageErrors).toEqual([])
  })

  test('the comment form says what is wrong in Spanish', async ({ page }) => {
    await page.goto(`/es/blog-single/${post?.slug}`)
    await waitForHydration(page)
    const form = page.getByRole('form', { name: es['blog.comments.title'] })
    await form.getByRole('button', { name: es['blog.comments.submit'] }).click()
    await expect(form.getByText(es['blog.comments.nameRequired'])).toBeVisible()
    await expect(form.getByText(es['blog.comments.emailRequired'])).toBeVisible()
    await expect(form.getByText(es['blog.comments.commentRequired'])).toBeVisible()
    await expect(form.getByLabel(es['blog.comments.name'])).toBeFocused()
    await form.getByLabel(es['blog.comments.email']).fill('no-es-un-correo')
    await form.getByLabel(es['blog.comments.email']).blur()
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

test.describe('Spanish is longer: the Impact glance still fits', () => {
  test('on a phone, the four figures of /es/impact are above the fold', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/es/impact')
    await waitForHydration(page)
    await expect(page.getByTestId('glance-status')).toContainText('Cifras al', SLOW)
    const figures = page.locator('.impact-glance__figure')
    await expect(figures).toHaveCount(4)
    const last = await figures.last().boundingBox()
    expect(last).not.toBeNull()
    expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
  })

  test('on a desktop, no figure of /es/impact overflows its box', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/es/impact')
    await waitForHydration(page)
    await expect(page.getByTestId('glance-status')).toContainText('Cifras al', SLOW)
    const overflowing = await page
      .locator('.impact-glance__figure')
      .evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).length)
    expect(overflowing).toBe(0)
  })
})
