import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { causes } from '../../src/content/causes'
import { posts } from '../../src/content/posts'
import { prerenderPaths } from '../../src/prerender-paths'
import { DESKTOP, launchBrowser, waitForFullHydration } from './support/browser'

// Words and numbers a food-rescue collective can stand behind: none of the generic charity
// template's leftovers on any page, and every figure agreeing with what it counts.

const baseURL = inject('baseURL')
const FORBIDDEN = [
  'Product Single',
  'Helpless',
  '45M',
  'Beneficiary',
  '#Team',
  '#Testimonials',
  '#TEAM',
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The page's text once rendered and hydrated (home pages: with their lazy sections). */
async function renderedText(path: string): Promise<string> {
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(`${baseURL}${path}`)
  await waitForFullHydration(page)
  const text = await page.evaluate(() => document.body.innerText)
  await context.close()
  return text
}

describe('every prerendered page', () => {
  it('shows none of the template leftovers', async () => {
    const found: string[] = []
    for (const path of prerenderPaths()) {
      const html = await (await fetch(`${baseURL}${path}`)).text()
      for (const word of FORBIDDEN) if (html.includes(word)) found.push(`${path}: ${word}`)
    }
    expect(found).toEqual([])
  })

  it.each(['/', '/home-2', '/home-3', '/shop', '/team', '/testimonials'])(
    '%s, rendered, shows none of them either',
    async (path) => {
      const text = await renderedText(path)
      for (const word of FORBIDDEN) expect(text, word).not.toContain(word)
      expect(text.toUpperCase()).not.toContain('CLIENT FEEDBACK')
    },
  )
})

describe('figures that agree', () => {
  it.each(['/blog', `/blog-single/${posts[0]?.slug}`])(
    "%s lists each blog category with its posts' real count",
    async (path) => {
      const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' })
      const page = await context.newPage()
      await page.goto(`${baseURL}${path}`)
      const items = await page.locator('.blog-categories li').allInnerTexts()
      if (path === '/blog') expect(items.length).toBe(5)
      for (const item of items) {
        const match = /^(.*?)\s*\((\d+)\)$/.exec(item.replace(/\s+/g, ' ').trim())
        expect(match, item).not.toBeNull()
        const [, name, count] = match ?? []
        expect(Number(count), item).toBe(posts.filter((post) => post.category === name).length)
      }
      await context.close()
    },
  )

  it('/causes shows every cause at round(raised / goal) percent', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/causes`)
    for (const cause of causes) {
      const card = page.locator('.cause-card', { hasText: cause.title })
      const expected = Math.round((cause.raisedCents / cause.goalCents) * 100)
      expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
        String(expected),
      )
      expect(await card.innerText()).toContain(`${expected}%`)
    }
    await context.close()
  })
})
