import { causes } from 'virtual:content/causes'
import { blog } from 'virtual:content/post-list'
import { describe, expect, test } from 'vitest'
import { builtPaths, htmlOf, pageOf, textOf } from './built-site'

const { posts } = blog

// Words and numbers a food-rescue collective can stand behind: none of the generic charity
// template's leftovers on any page, and every figure agreeing with what it counts. Every page's
// text, the home pages' later sections included, is in the prerendered HTML (the lazy sections
// are rendered by the build and only hydrate later), so the built files are read here.

const FORBIDDEN = [
  'Product Single',
  'Helpless',
  '45M',
  'Beneficiary',
  '#Team',
  '#Testimonials',
  '#TEAM',
]

/**
 * The page's text as a reader gets it: its HTML without scripts, styles and tags, the few
 * entities React writes decoded (read from the text, not parsed: 182 pages in well under a second).
 */
function readableText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

describe('every prerendered page', () => {
  test('shows none of the template leftovers, in its HTML or in its text in any case', () => {
    const found: string[] = []
    for (const path of builtPaths) {
      const html = htmlOf(path)
      for (const word of FORBIDDEN) if (html.includes(word)) found.push(`${path}: ${word}`)
      // Headings are often upper-cased by the stylesheet: the text is compared in upper case, so
      // "Client feedback" counts as the "CLIENT FEEDBACK" a visitor sees.
      const text = readableText(html).toUpperCase()
      for (const word of [...FORBIDDEN, 'CLIENT FEEDBACK']) {
        if (text.includes(word.toUpperCase())) found.push(`${path}: ${word} (text)`)
      }
    }
    expect(found).toEqual([])
  })
})

describe('figures that agree', () => {
  // Every English page with the blog's category list: the two lists with a sidebar, and every
  // post in the two layouts with one.
  const withCategories = builtPaths.filter(
    (path) => !path.startsWith('/es') && pageOf(path).querySelector('.blog-categories'),
  )

  test('the category list is on the blog lists and every post page', () => {
    expect(withCategories).toContain('/blog')
    expect(withCategories).toContain(`/blog-single/${posts[0]?.slug}`)
    expect(withCategories.length).toBeGreaterThanOrEqual(2 + 2 * posts.length)
  })

  test.each(withCategories)("%s lists each blog category with its posts' real count", (path) => {
    const items = [...pageOf(path).querySelectorAll('.blog-categories li')]
    expect(items).toHaveLength(5)
    for (const item of items) {
      const text = textOf(item)
      const match = /^(.*?)\s*\((\d+)\)$/.exec(text)
      expect(match, text).not.toBeNull()
      const [, name, count] = match ?? []
      expect(Number(count), text).toBe(posts.filter((post) => post.category === name).length)
    }
  })

  test('/causes shows every cause at round(raised / goal) percent', () => {
    const cards = [...pageOf('/causes').querySelectorAll('.cause-card')]
    expect(cards).toHaveLength(causes.length)
    for (const cause of causes) {
      const card = cards.find((c) => textOf(c).includes(cause.title))
      if (!card) throw new Error(`no card for ${cause.title}`)
      const expected = Math.round((cause.raisedCents / cause.goalCents) * 100)
      expect(card.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
        String(expected),
      )
      expect(textOf(card.querySelector('.progress__value'))).toBe(`${expected}%`)
    }
  })
})
