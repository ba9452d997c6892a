import { causes } from '../../src/content/causes'
import { posts } from '../../src/content/posts'
import { prerenderPaths } from './support/built-routes'
import { DESKTOP } from './support/chromium'
import { waitForFullHydration } from './support/page-checks'
import { expect, test } from './support/test'

// Words and numbers a food-rescue collective can stand behind: none of the generic charity
// template's leftovers on any page, and every figure agreeing with what it counts.

const FORBIDDEN = [
  'Product Single',
  'Helpless',
  '45M',
  'Beneficiary',
  '#Team',
  '#Testimonials',
  '#TEAM',
]

test.use({ viewport: DESKTOP, serviceWorkers: 'block' })

test.describe('every prerendered page', () => {
  test('shows none of the template leftovers', async ({ request }) => {
    const found: string[] = []
    for (const path of prerenderPaths()) {
      const html = await (await request.get(path)).text()
      for (const word of FORBIDDEN) if (html.includes(word)) found.push(`${path}: ${word}`)
    }
    expect(found).toEqual([])
  })

  for (const path of ['/', '/home-2', '/home-3', '/shop', '/team', '/testimonials']) {
    test(`${path}, rendered, shows none of them either`, async ({ page }) => {
      // The page's text once rendered and hydrated (home pages: with their lazy sections).
      await page.goto(path)
      await waitForFullHydration(page)
      const text = await page.evaluate(() => document.body.innerText)
      for (const word of FORBIDDEN) expect(text, word).not.toContain(word)
      expect(text.toUpperCase()).not.toContain('CLIENT FEEDBACK')
    })
  }
})

test.describe('figures that agree', () => {
  for (const path of ['/blog', `/blog-single/${posts[0]?.slug}`]) {
    test(`${path} lists each blog category with its posts' real count`, async ({ page }) => {
      await page.goto(path)
      const items = await page.locator('.blog-categories li').allInnerTexts()
      if (path === '/blog') expect(items.length).toBe(5)
      for (const item of items) {
        const match = /^(.*?)\s*\((\d+)\)$/.exec(item.replace(/\s+/g, ' ').trim())
        expect(match, item).not.toBeNull()
        const [, name, count] = match ?? []
        expect(Number(count), item).toBe(posts.filter((post) => post.category === name).length)
      }
    })
  }

  test('/causes shows every cause at round(raised / goal) percent', async ({ page }) => {
    await page.goto('/causes')
    for (const cause of causes) {
      const card = page.locator('.cause-card', { hasText: cause.title })
      const expected = Math.round((cause.raisedCents / cause.goalCents) * 100)
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(expected))
      await expect(card).toContainText(`${expected}%`)
    }
  })
})
