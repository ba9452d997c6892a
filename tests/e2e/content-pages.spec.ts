import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { siteContent } from './support/site-content'

const organisation = siteContent.organisation.en
const team = siteContent.team.en
const posts = siteContent.blog.en.posts

import { DESKTOP, PHONE } from './support/chromium'
import { afterNextFrames, seriousAxeViolations, waitForHydration } from './support/page-checks'
import { collectErrors, expect, test } from './support/test'

// What the content pages do once running: moving between pages, searching, the comment form, the
// offline map, fading in. What each page shows (every cause, member, event and post in each
// layout, their figures, dates, links and titles) is read from the built HTML in
// tests/html/content-pages.test.ts; axe on each page as it loads is tests/e2e/accessibility.spec.ts.

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

interface Opened {
  context: BrowserContext
  page: Page
  errors: string[]
}

/** Opens a page in a context of its own (closed by the fixture after the test), hydrated. */
async function open(openContext: OpenContext, path: string, viewport = DESKTOP): Promise<Opened> {
  const context = await openContext({ viewport, serviceWorkers: 'block' })
  const page = await context.newPage()
  const errors = collectErrors(page)
  await page.goto(path)
  await waitForHydration(page)
  return { context, page, errors }
}

/** The page's tab logged no console error and threw nothing. */
function expectNoErrors({ errors }: Opened): void {
  expect(errors).toEqual([])
}

const h1 = (page: Page) => page.locator('h1').innerText()
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search

/** The visible titles of the blog list, in order. */
const listedPosts = (page: Page) => page.locator('.blog-list h2').allInnerTexts()

/** Where each card of the blog list links to. */
const listedLinks = (page: Page) =>
  page.locator('.post-card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))

const pageTitles = (n: number) => posts.slice((n - 1) * 3, n * 3).map((p) => p.title)

/** The blog sidebar's horizontal position against the article's (it must exist on both). */
async function sidebarSide(page: Page): Promise<'left' | 'right'> {
  const article = await page.locator('article.post').boundingBox()
  const aside = await page.getByRole('complementary', { name: 'Blog sidebar' }).boundingBox()
  if (!article || !aside) throw new Error('layout missing')
  return aside.x > article.x ? 'right' : 'left'
}

test.describe('about', () => {
  test('fades lower sections in as they scroll into view', async ({ openContext }) => {
    // That every section is visible in the HTML as built (for a visitor without JavaScript) is
    // tests/html/content-pages.test.ts.
    const opened = await open(openContext, '/about', PHONE)
    const { page } = opened
    const statements = page.locator('section[aria-labelledby="about-mvv-title"]')
    await expect.poll(() => statements.getAttribute('class')).toContain('fade-in--waiting')
    expect(await statements.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await statements.scrollIntoViewIfNeeded()
    await expect.poll(() => statements.getAttribute('class')).toContain('fade-in--shown')
    await expect.poll(() => statements.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    expectNoErrors(opened)
  })

  test('never hides anything for a visitor who prefers reduced motion', async ({ openContext }) => {
    const context = await openContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto('/about')
    await waitForHydration(page)
    // Without reduced motion, a section below the fold is hidden once the first observer report
    // arrives, a frame after hydration: let those frames pass, then nothing may be hidden.
    await afterNextFrames(page)
    expect(await page.locator('.fade-in--waiting').count()).toBe(0)
  })
})

test.describe('team', () => {
  test('opens a member from the team page, then moves between members from the sidebar', async ({
    openContext,
    baseURL,
  }) => {
    const first = team[0]
    const last = team[team.length - 1]
    if (!first || !last) throw new Error('no team')
    const opened = await open(openContext, '/team')
    const { page } = opened
    await page.locator('.team-card').getByRole('link', { name: first.name }).click()
    await page.waitForURL(`${baseURL}/team-single/${first.slug}`)
    await expect.poll(() => h1(page)).toBe(first.name)
    const sidebar = page.getByRole('navigation', { name: 'Our team' })
    await sidebar.getByRole('link', { name: last.name }).click()
    await page.waitForURL(`${baseURL}/team-single/${last.slug}`)
    await expect.poll(() => h1(page)).toBe(last.name)
    await expect.poll(() => sidebar.locator('[aria-current="page"]').innerText()).toBe(last.name)
    expectNoErrors(opened)
  })
})

test.describe('blog lists', () => {
  test('moves between pages and keeps the page across a reload', async ({
    openContext,
    baseURL,
  }) => {
    const opened = await open(openContext, '/blog')
    const { page } = opened
    const pager = page.getByRole('navigation', { name: 'Blog pages' })
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL(`${baseURL}/blog?page=2`)
    await expect.poll(() => listedPosts(page)).toEqual(pageTitles(2))
    expect(await pager.locator('[aria-current="page"]').allInnerTexts()).toEqual([
      expect.stringContaining('2'),
    ])
    await pager.getByRole('link', { name: 'Next page' }).click()
    await page.waitForURL(`${baseURL}/blog?page=3`)
    await expect.poll(() => listedPosts(page)).toEqual(pageTitles(3))
    expect(await pager.getByRole('link', { name: 'Next page' }).count()).toBe(0)
    // Pages past the first are rendered in the browser only: their cards link to the posts in
    // the list's own layout too (the first page's links are checked in the built HTML).
    expect(await listedLinks(page)).toEqual(
      posts.slice(6, 9).flatMap((p) => Array(3).fill(`/blog-single/${p.slug}`)),
    )
    // Opened from its address directly (a page the build did not write): no hydration error.
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => listedPosts(page)).toEqual(pageTitles(3))
    await expect
      .poll(() => pager.locator('[aria-current="page"]').allInnerTexts())
      .toEqual([expect.stringContaining('3')])
    await pager.getByRole('link', { name: 'Previous page' }).click()
    await page.waitForURL(`${baseURL}/blog?page=2`)
    await expect.poll(() => listedPosts(page)).toEqual(pageTitles(2))
    await pager.getByRole('link', { name: 'Page 1' }).click()
    await expect.poll(() => pathOf(page)).toBe('/blog')
    await expect.poll(() => listedPosts(page)).toEqual(pageTitles(1))
    expectNoErrors(opened)
  })

  test('narrows the list as the visitor types, says when nothing matches, survives a reload, and opens a post in the list’s layout', async ({
    openContext,
    baseURL,
  }) => {
    const opened = await open(openContext, '/blog-left-sidebar')
    const { page } = opened
    const box = page.getByRole('searchbox', { name: 'Search posts' })
    const expected = posts
      .filter((p) => `${p.title} ${p.excerpt}`.toLowerCase().includes('bread'))
      .map((p) => p.title)

    await test.step('types a word that some posts have', async () => {
      // The list follows each keystroke (no debounce: nothing to wait for).
      await box.fill('bread')
      await expect.poll(() => pathOf(page)).toBe('/blog-left-sidebar?q=bread')
      expect(expected.length).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(posts.length)
      await expect.poll(() => listedPosts(page)).toEqual(expected.slice(0, 3))
      expect(await page.getByRole('status').first().innerText()).toMatch(/match(es)? “bread”/)
    })

    await test.step('keeps the search across a reload', async () => {
      await page.reload()
      await waitForHydration(page)
      await expect.poll(() => listedPosts(page)).toEqual(expected.slice(0, 3))
      expect(await box.inputValue()).toBe('bread')
    })

    await test.step('says when nothing matches, and axe finds nothing serious in that state', async () => {
      await box.fill('zebra crossing')
      await expect.poll(() => listedPosts(page)).toEqual([])
      expect(await page.locator('.blog-results').innerText()).toContain(
        'No posts match “zebra crossing”',
      )
      expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0)
      expect(await seriousAxeViolations(page)).toEqual([])
    })

    await test.step('shows all posts again', async () => {
      await page.getByRole('link', { name: 'Show all posts' }).click()
      await expect.poll(() => pathOf(page)).toBe('/blog-left-sidebar')
      await expect.poll(() => listedPosts(page)).toEqual(pageTitles(1))
    })

    await test.step('opens a post in the left-sidebar layout, its sidebar on the left', async () => {
      const post = posts[0]
      if (!post) throw new Error('no posts')
      await page.locator('.post-card h2').getByRole('link', { name: post.title }).click()
      await page.waitForURL(`${baseURL}/blog-single-left-sidebar/${post.slug}`)
      await expect.poll(() => h1(page)).toBe(post.title)
      expect(await sidebarSide(page)).toBe('left')
    })
    expectNoErrors(opened)
  })
})

test.describe('blog posts', () => {
  test('a post page: sidebar on the right, older and newer posts, the comment form, and a search that leads to the list', async ({
    openContext,
    baseURL,
  }) => {
    const [, newer, post, older] = posts
    if (!newer || !post || !older) throw new Error('not enough posts')
    const opened = await open(openContext, `/blog-single/${post.slug}`)
    const { page } = opened

    await test.step('lays the sidebar out to the right of the post', async () => {
      expect(await sidebarSide(page)).toBe('right')
    })

    await test.step('moves to the older and back to the newer post in the page', async () => {
      // Every post's links are checked in the built HTML; here they work in the running app.
      const nav = page.getByRole('navigation', { name: 'More posts' })
      await nav.getByRole('link', { name: /Previous post/ }).click()
      await page.waitForURL(`${baseURL}/blog-single/${older.slug}`)
      await expect.poll(() => h1(page)).toBe(older.title)
      await nav.getByRole('link', { name: /Next post/ }).click()
      await page.waitForURL(`${baseURL}/blog-single/${post.slug}`)
      await expect.poll(() => h1(page)).toBe(post.title)
    })

    await test.step('validates the comment form and says the comment awaits moderation', async () => {
      const requests: string[] = []
      page.on('request', (request) => {
        if (request.method() !== 'GET') requests.push(request.url())
      })
      const form = page.getByRole('form', { name: 'Leave a comment' })
      await form.getByRole('button', { name: 'Post comment' }).click()
      const name = form.getByLabel(/^Name/)
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
      const describedBy = await name.getAttribute('aria-describedby')
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
        'Please enter your name.',
      )
      await name.fill('Lena')
      await form.getByLabel(/^E-mail/).fill('lena@')
      await form.getByLabel(/^Comment/).fill('See you on Sunday.')
      await form.getByRole('button', { name: 'Post comment' }).click()
      expect(await form.innerText()).toContain('valid e-mail address')
      await form.getByLabel(/^E-mail/).fill('lena@example.org')
      await form.getByRole('button', { name: 'Post comment' }).click()
      await expect
        .poll(() => form.getByRole('status').innerText())
        .toBe('Your comment is awaiting moderation.')
      expect(await name.inputValue()).toBe('')
      expect(requests).toEqual([])
    })

    await test.step('searching from the post leads to the filtered list', async () => {
      await page.getByRole('searchbox', { name: 'Search posts' }).fill('fridge')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect.poll(() => pathOf(page)).toBe('/blog?q=fridge')
      await expect.poll(async () => (await listedPosts(page)).length).toBeGreaterThan(0)
      for (const title of await listedPosts(page)) {
        const found = posts.find((p) => p.title === title)
        expect(`${found?.title} ${found?.excerpt}`.toLowerCase()).toContain('fridge')
      }
    })
    expectNoErrors(opened)
  })
})

test.describe('contact', () => {
  test('replaces the map with a plain link when offline', async ({ openContext }) => {
    const opened = await open(openContext, '/contact')
    const { page, context } = opened
    await context.setOffline(true)
    await expect.poll(() => page.locator('main iframe').count()).toBe(0)
    const link = page.getByRole('link', { name: /Open the map/ })
    expect(await link.getAttribute('href')).toBe(organisation.mapLinkUrl)
    expect(await page.locator('.contact-map').innerText()).toContain('offline')
    await context.setOffline(false)
    await expect.poll(() => page.locator('main iframe').count()).toBe(1)
    expectNoErrors(opened)
  })
})

test.describe('not found', () => {
  test('a client-side visit to an unknown slug shows the 404 page inside the layout, without a crash', async ({
    openContext,
  }) => {
    const opened = await open(openContext, '/blog')
    const { page } = opened
    // Two detail routes with loaders of their own (a post, a cause): each must fall through to
    // the not-found page rather than render an empty detail or throw.
    for (const path of ['/blog-single/nope', '/cause-single/nope']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await expect.poll(() => h1(page), path).toBe('Oops! Page Not Found!')
      expect(await page.locator('header nav[aria-label="Main"]').count(), path).toBe(1)
      await page.evaluate(() => {
        window.history.pushState({}, '', '/blog')
        window.dispatchEvent(new PopStateEvent('popstate'))
      })
      await expect.poll(() => h1(page)).toBe('Blog')
    }
    expectNoErrors(opened)
  })
})
