import { es } from '../../src/lib/i18n/catalogs/es'
import {
  doubledStops,
  englishLeftovers,
  englishPostLeftovers,
  visibleAndSpokenText,
} from './support/english-leftovers'
import { waitForFullHydration, waitForHydration } from './support/page-checks'
import { siteContent } from './support/site-content'
import { expect, test } from './support/test'

const spanishPromo = siteContent.promo.es.promoImage

// The home page and donating in Spanish, where a browser is needed: the promotional popup (only
// ever written in the browser), the hero's controls, the latest posts once every section has
// hydrated, the thank-you page without a donation, and the donation form's validation. What the
// build wrote on every Spanish page (no English catalog text, Spanish head titles and headings on
// detail pages, Spanish descriptions) is read in node: tests/html/i18n.test.ts.

test.describe('Spanish pages: the home page and donating', () => {
  test.use({ serviceWorkers: 'block' })

  test('/es: the promotional popup, the hero controls and the latest posts speak Spanish', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/es')
    await test.step('the promotional popup', async () => {
      const dialog = page.getByRole('dialog', { name: es['home.promo.label'] })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('link', { name: es['home.promo.join'] })).toBeVisible()
      // Its picture has words lettered in (drawn inline): the Spanish page shows them in Spanish.
      const picture = dialog.getByRole('img', { name: spanishPromo.alt })
      await expect(picture).toContainText('Empaque una caja')
      await expect(picture).not.toContainText('Pack a box')
      expect(englishLeftovers(await visibleAndSpokenText(page, '[role="dialog"]'))).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
    await test.step('the hero’s motion control says pause, then play, in Spanish', async () => {
      await waitForHydration(page)
      const motion = page.locator('.hero__motion')
      await expect(motion).toHaveAttribute('title', es['home.pauseText'])
      await motion.click()
      await expect(motion).toHaveAttribute('title', es['home.playText'])
    })
    await test.step('the layout and the latest posts, once every section has hydrated', async () => {
      await waitForFullHydration(page)
      const posts = page.locator('[data-home-section="posts"]')
      await expect(posts.getByRole('article')).toHaveCount(3)
      const texts = await visibleAndSpokenText(
        page,
        '.topbar, .site-footer, [data-home-section="posts"]',
      )
      expect(englishLeftovers(texts)).toEqual([])
      // The blog's Spanish posts, with their Spanish categories.
      expect(englishPostLeftovers(texts)).toEqual([])
      expect(doubledStops(await visibleAndSpokenText(page, 'body'))).toEqual([])
    })
    expect(pageErrors).toEqual([])
  })

  test('/es/donation-thanks without a session says, in Spanish, that it found no donation', async ({
    page,
  }) => {
    await page.goto('/es/donation-thanks')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: es['donate.thanks.notFound'] })).toBeVisible()
    expect(englishLeftovers(await visibleAndSpokenText(page, 'main'))).toEqual([])
  })

  test('the donation form says what is wrong in Spanish, on the field it focuses', async ({
    page,
  }) => {
    await page.goto('/es/donate')
    await waitForHydration(page)
    await page.getByRole('button', { name: es['layout.donateNow'] }).click()
    const name = page.getByLabel(es['donate.form.name'])
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(es['donate.error.nameRequired'])).toBeVisible()
    await expect(page.getByText(es['donate.error.emailRequired'])).toBeVisible()
    // An amount the rules refuse, in Spanish too.
    await page.getByLabel(es['donate.form.amountLabel']).fill('0.5')
    await page.getByRole('button', { name: es['layout.donateNow'] }).click()
    await expect(page.getByText(es['donate.error.amountMin'])).toBeVisible()
    await expect(page.getByLabel(es['donate.form.amountLabel'])).toBeFocused()
  })
})
