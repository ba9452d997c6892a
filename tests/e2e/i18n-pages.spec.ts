import { causes } from '../../src/content/causes'
import { promoImage as spanishPromo } from '../../src/content/es/promo'
import { events } from '../../src/content/events'
import { team } from '../../src/content/team'
import { PROMO_SEEN_KEY } from '../../src/features/home/use-promo-popup'
import { es } from '../../src/lib/i18n/catalogs/es'
import {
  englishLeftovers,
  englishPostLeftovers,
  visibleAndSpokenText,
} from './support/english-leftovers'
import { waitForFullHydration, waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// The home pages, donating, and the about, causes, events, team and testimonials pages in Spanish:
// no English catalog text left in their main content once every section has rendered, Spanish
// content and head titles on detail pages, and the donation form's validation in Spanish.

const cause = causes[0]?.slug ?? ''
const event = events[0]?.slug ?? ''
const member = team[0]?.slug ?? ''

const PAGES = [
  '/es',
  '/es/home-2',
  '/es/home-3',
  '/es/donate',
  '/es/donation-thanks',
  '/es/about',
  '/es/causes',
  `/es/cause-single/${cause}`,
  '/es/events',
  `/es/event-single/${event}`,
  '/es/team',
  `/es/team-single/${member}`,
  '/es/testimonials',
]

// People's names on these pages: the team, the voices' authors, the founder, the organisation.
const NAMES = [...team.map((m) => m.name), 'Feeding America', 'Orchard Lane']

test.describe('Spanish pages: homes, donating, about, causes, events, team, testimonials', () => {
  test.use({ serviceWorkers: 'block' })

  for (const path of PAGES) {
    test(`${path} has no English catalog text in its main content`, async ({ page }) => {
      // The promotional popup is a dialog outside main; it is tested on its own below.
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY)
      await page.goto(path)
      // Home pages hydrate their sections below the hero only near the viewport: bring them in.
      await waitForFullHydration(page)
      await expect(page.locator('main')).not.toBeEmpty()
      if (path === '/es/donation-thanks') {
        // Without a session the page says, after hydration, that it found no donation.
        await expect(
          page.getByRole('heading', { name: es['donate.thanks.notFound'] }),
        ).toBeVisible()
      }
      const texts = await visibleAndSpokenText(page, 'main')
      expect(englishLeftovers(texts, NAMES)).toEqual([])
      // The home pages' latest posts: the blog's Spanish posts, with their Spanish categories.
      expect(englishPostLeftovers(texts)).toEqual([])
    })
  }

  test('the home hero speaks Spanish, slides and controls included', async ({ page }) => {
    await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY)
    await page.goto('/es')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['home.title'])
    await expect(page.getByRole('img', { name: es['home.slide1.alt'] })).toBeVisible()
    await expect(page.getByRole('link', { name: es['home.needFood'] })).toBeVisible()
    const motion = page.locator('.hero__motion')
    await expect(motion).toHaveAttribute('title', es['home.pauseText'])
    await motion.click()
    await expect(motion).toHaveAttribute('title', es['home.playText'])
  })

  test('the promotional popup is in Spanish', async ({ page }) => {
    await page.goto('/es')
    const dialog = page.getByRole('dialog', { name: es['home.promo.label'] })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: es['home.promo.join'] })).toBeVisible()
    // Its picture has words lettered in (drawn inline): the Spanish page shows them in Spanish.
    const picture = dialog.getByRole('img', { name: spanishPromo.alt })
    await expect(picture).toContainText('Empaque una caja')
    await expect(picture).not.toContainText('Pack a box')
  })

  test('detail pages have Spanish head titles and headings', async ({ page }) => {
    for (const [path, english] of [
      [`/cause-single/${cause}`, causes[0]?.title],
      [`/event-single/${event}`, events[0]?.title],
    ] as const) {
      await page.goto(`/es${path}`)
      await waitForHydration(page)
      const heading = await page.getByRole('heading', { level: 1 }).innerText()
      expect(heading, path).not.toBe(english)
      await expect(page, path).toHaveTitle(new RegExp(`^${heading}`))
    }
  })

  test('list pages describe themselves in Spanish to search engines', async ({ request }) => {
    const description = async (path: string) =>
      /<meta name="description" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1]
    for (const path of ['/about', '/causes', '/events', '/team', '/testimonials', '/donate']) {
      const key = `page.${path}.description` as keyof typeof es
      expect(await description(`/es${path}`), path).toBe(es[key])
      expect(await description(path), path).not.toBe(es[key])
    }
  })

  test('the donation form says what is wrong in Spanish, on the field it focuses', async ({
    page,
  }) => {
    await page.goto('/es/donate')
    await waitForHydration(page)
    await page.getByRole('button', { name: es['donate.now'] }).click()
    const name = page.getByLabel(es['donate.form.name'])
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(es['donate.error.nameRequired'])).toBeVisible()
    await expect(page.getByText(es['donate.error.emailRequired'])).toBeVisible()
    // An amount the rules refuse, in Spanish too.
    await page.getByLabel(es['donate.form.amountLabel']).fill('0.5')
    await page.getByRole('button', { name: es['donate.now'] }).click()
    await expect(page.getByText(es['donate.error.amountMin'])).toBeVisible()
    await expect(page.getByLabel(es['donate.form.amountLabel'])).toBeFocused()
  })
})
