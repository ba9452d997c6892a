import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { EDITS, editedDataset } from '../fixtures/edited-dataset'
import { EDITED_BUILD_DIR } from './support/builds'
import { waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// What a staff member's edits in Sanity do to the site: the edited build reads an edited copy of
// the sample dataset through Sanity's client (./support/builds.ts), as a configured project does.

type Localized = { en: string; es?: string }
const documentOf = (id: string) => {
  const found = editedDataset().find((document) => document._id === id)
  if (!found) throw new Error(`No ${id} in the edited dataset`)
  return found
}

test('a renamed event shows its new title on /events and on its own page; an uploaded photo is served from the site itself, loads, and is precached', async ({
  editedSite,
  page,
}) => {
  await page.goto(`${editedSite.baseURL}/events`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: EDITS.event.title })).toBeVisible()

  await test.step('the photo uploaded in the Studio, which the build fetched from the image host', async () => {
    const { alt } = documentOf(EDITS.uploadedImageOf).image as { alt: Localized }
    const image = page.getByRole('img', { name: alt.en, exact: true })
    const src = (await image.getAttribute('src')) ?? ''
    expect(src).toMatch(/^\/images\/sanity\/[0-9a-f]{12}\.webp$/)
    await image.scrollIntoViewIfNeeded()
    // Same-origin, and the photo the image host sent (600 px wide) has loaded.
    await expect
      .poll(() =>
        image.evaluate((img: HTMLImageElement) => ({
          origin: new URL(img.currentSrc).origin,
          width: img.complete ? img.naturalWidth : 0,
        })),
      )
      .toEqual({ origin: editedSite.baseURL, width: 600 })
    // In the service worker's precache manifest, so it shows offline like every other picture.
    const worker = readFileSync(join(EDITED_BUILD_DIR, 'sw.js'), 'utf8')
    expect(worker).toContain(`"url":"${src.slice(1)}"`)
  })

  await page.goto(`${editedSite.baseURL}/event-single/${EDITS.event.slug}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITS.event.title)
})

test('a Spanish page shows a missing translation in English, marked lang="en"', async ({
  editedSite,
  page,
}) => {
  const [paragraph] = (documentOf(EDITS.untranslatedBodyOf).body as { en: string[] }).en
  await page.goto(`${editedSite.baseURL}/es/event-single/${EDITS.event.slug}`)
  await waitForHydration(page)
  await expect(page.locator('[lang="en"]').getByText(paragraph ?? '-')).toBeVisible()
  const { id, slug } = EDITS.untranslatedTitle
  await page.goto(`${editedSite.baseURL}/es/event-single/${slug}`)
  await waitForHydration(page)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText((documentOf(id).title as Localized).en)
  await expect(heading).toHaveAttribute('lang', 'en')
  // The rest of the page stays Spanish.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  const field = EDITS.untranslatedFoodHelpField
  const english = (documentOf('foodHelp')[field] as Localized).en
  await page.goto(`${editedSite.baseURL}/es/get-help`)
  await waitForHydration(page)
  await expect(page.getByText(english, { exact: true })).toHaveAttribute('lang', 'en')
})

test('a new post is listed on /blog, has its own page, and shows in English on the Spanish one', async ({
  editedSite,
  page,
}) => {
  const { slug, title } = EDITS.newPost
  await page.goto(`${editedSite.baseURL}/blog`)
  await waitForHydration(page)
  const listed = page.getByRole('link', { name: title }).first()
  await expect(listed).toBeVisible()

  await listed.click()
  await expect(page).toHaveURL(new RegExp(`/blog-single/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  await page.goto(`${editedSite.baseURL}/es/blog-single/${slug}`)
  await waitForHydration(page)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(title)
  await expect(heading).toHaveAttribute('lang', 'en')
})
