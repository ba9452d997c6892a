import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { causes } from '../../src/content/causes'
import { events } from '../../src/content/events'
import { formatAddress, organisation } from '../../src/content/organisation'
import { blogCategories, posts } from '../../src/content/posts'
import { team } from '../../src/content/team'
import { testimonials } from '../../src/content/testimonials'
import { formatDate, formatTime } from '../../src/lib/date-time'
import { formatCents } from '../../src/lib/money'
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  seriousAxeViolations,
  waitForHydration,
  watchErrors,
} from './support/browser'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface Opened {
  context: BrowserContext
  page: Page
  errors: string[]
}

async function open(path: string, viewport = DESKTOP): Promise<Opened> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`${baseURL}${path}`)
  await waitForHydration(page)
  return { context, page, errors }
}

async function close({ context, errors }: Opened) {
  await context.close()
  expect(errors).toEqual([])
}

/**
 * Visits a page in an open tab. The not-found page answers with status 404, which Chromium reports
 * as a console error about the document itself: that one message is expected there, and only there.
 */
async function visit(page: Page, errors: string[], path: string): Promise<void> {
  const before = errors.length
  await page.goto(`${baseURL}${path}`)
  if (path === '/404') {
    const added = errors.splice(before)
    errors.push(...added.filter((error) => !error.includes('status of 404')))
  }
}

const h1 = (page: Page) => page.locator('h1').innerText()
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search

/** Scrolls to the bottom in steps so every fade-in section has come into view and finished. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await frame()
      await frame()
    }
    // A busy machine can skip frames while scrolling; visit anything still waiting, as a reader
    // scrolling back up would.
    for (const element of document.querySelectorAll('.fade-in--waiting')) {
      element.scrollIntoView({ block: 'center' })
      await frame()
      await frame()
    }
  })
  await page.waitForFunction(() => document.querySelectorAll('.fade-in--waiting').length === 0)
  await page.waitForTimeout(700)
}

/** The visible titles of the blog list, in order. */
const listedPosts = (page: Page) => page.locator('.blog-list h2').allInnerTexts()

describe('about', () => {
  it('shows the intro, the five values and Mission, Vision and Values', async () => {
    const opened = await open('/about')
    const { page } = opened
    await expect.poll(() => h1(page)).toBe('About Us')
    expect(await page.locator('main').innerText()).toContain('Every Sunday at 3pm')
    expect(await page.locator('.about-values h3').allInnerTexts()).toEqual([
      'Donation',
      'Food Distribution',
      'Community',
      'Hope',
      'Empathy',
    ])
    expect(await page.locator('.about-statements h3').allInnerTexts()).toEqual([
      'Mission',
      'Vision',
      'Values',
    ])
    await close(opened)
  })

  it('keeps every section visible in the prerendered HTML, and fades lower ones in on scroll', async () => {
    const response = await fetch(`${baseURL}/about`)
    const html = await response.text()
    expect(html).toContain('Mission, Vision and Values')
    expect(html).not.toContain('fade-in--waiting')

    const opened = await open('/about', PHONE)
    const { page } = opened
    const statements = page.locator('section[aria-labelledby="about-mvv-title"]')
    await expect.poll(() => statements.getAttribute('class')).toContain('fade-in--waiting')
    expect(await statements.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await statements.scrollIntoViewIfNeeded()
    await expect.poll(() => statements.getAttribute('class')).toContain('fade-in--shown')
    await expect.poll(() => statements.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await close(opened)
  })

  it('never hides anything for a visitor who prefers reduced motion', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto(`${baseURL}/about`)
    await waitForHydration(page)
    await page.waitForTimeout(300)
    expect(await page.locator('.fade-in--waiting').count()).toBe(0)
    await context.close()
  })
})

describe('causes', () => {
  it('lists the six causes under "Recent Case Studies" with progress and money', async () => {
    const opened = await open('/causes')
    const { page } = opened
    await expect.poll(() => h1(page)).toBe('Causes')
    expect(await page.locator('main h2').first().innerText()).toBe('Recent Case Studies')
    const cards = page.locator('.cause-card')
    expect(await cards.count()).toBe(6)
    for (const [index, cause] of causes.entries()) {
      const card = cards.nth(index)
      const text = await card.innerText()
      expect(text).toContain(cause.category)
      expect(text).toContain(`${cause.progress}%`)
      expect(text).toContain(
        `${formatCents(cause.raisedCents)} raised of ${formatCents(cause.goalCents)}`,
      )
      expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
        String(cause.progress),
      )
      expect(await card.getByRole('link', { name: /^Donate/ }).getAttribute('href')).toBe(
        `/cause-single/${cause.slug}`,
      )
    }
    await close(opened)
  })

  it('opens every cause, showing its progress, goal, raised, author and a Donate call', async () => {
    const opened = await open('/causes')
    const { page } = opened
    for (const cause of causes) {
      await page.locator('.cause-card h3').getByRole('link', { name: cause.title }).click()
      await page.waitForURL(`${baseURL}/cause-single/${cause.slug}`)
      await expect.poll(() => h1(page)).toBe(cause.title)
      const main = await page.locator('main').innerText()
      expect(main).toContain(formatCents(cause.goalCents))
      expect(main).toContain(formatCents(cause.raisedCents))
      expect(main).toContain(cause.authorName)
      expect(main).toContain(`${cause.progress}%`)
      expect(
        await page.locator('main a[href="/donate"]').filter({ hasText: 'Donate Now' }).count(),
      ).toBeGreaterThan(0)
      await page.goBack()
      await page.waitForURL(`${baseURL}/causes`)
    }
    await close(opened)
  })
})

describe('team', () => {
  it('shows every member and opens each one', async () => {
    const opened = await open('/team')
    const { page } = opened
    await expect.poll(() => h1(page)).toBe('Team')
    expect(await page.locator('.team-card h3').allInnerTexts()).toEqual(team.map((m) => m.name))
    expect(await page.locator('.team-card__role').allInnerTexts()).toEqual(team.map((m) => m.role))
    for (const member of team) {
      await page.locator('.team-card').getByRole('link', { name: member.name }).click()
      await page.waitForURL(`${baseURL}/team-single/${member.slug}`)
      await expect.poll(() => h1(page)).toBe(member.name)
      await page.goBack()
      await page.waitForURL(`${baseURL}/team`)
    }
    await close(opened)
  })

  it('shows name, role, About Me, LinkedIn only when present, and a sidebar of every member', async () => {
    for (const member of team) {
      const opened = await open(`/team-single/${member.slug}`)
      const { page } = opened
      await expect.poll(() => h1(page)).toBe(member.name)
      const main = page.locator('main')
      expect(await main.innerText()).toContain(member.role)
      expect(await main.getByRole('heading', { name: 'About Me' }).count()).toBe(1)
      expect(await main.innerText()).toContain(member.description[0] ?? '')
      const linkedin = main.getByRole('link', { name: /LinkedIn/ })
      if (member.linkedin) {
        expect(await linkedin.getAttribute('href')).toBe(member.linkedin)
        expect(await linkedin.getAttribute('target')).toBe('_blank')
        expect(await linkedin.getAttribute('rel')).toBe('noopener noreferrer')
      } else {
        expect(await linkedin.count()).toBe(0)
      }
      const sidebar = page.getByRole('navigation', { name: 'Our team' })
      const links = sidebar.getByRole('link')
      expect(await links.allInnerTexts()).toEqual(team.map((m) => m.name))
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
        team.map((m) => `/team-single/${m.slug}`),
      )
      expect(await sidebar.locator('[aria-current="page"]').innerText()).toBe(member.name)
      await close(opened)
    }
  })

  it('moves between members from the sidebar', async () => {
    const opened = await open(`/team-single/${team[0]?.slug}`)
    const { page } = opened
    const last = team[team.length - 1]
    if (!last) throw new Error('no team')
    await page
      .getByRole('navigation', { name: 'Our team' })
      .getByRole('link', { name: last.name })
      .click()
    await page.waitForURL(`${baseURL}/team-single/${last.slug}`)
    await expect.poll(() => h1(page)).toBe(last.name)
    await close(opened)
  })
})

describe('events', () => {
  it('shows every event with its own date and opens each one with the info block', async () => {
    const opened = await open('/events')
    const { page } = opened
    await expect.poll(() => h1(page)).toBe('Events')
    const cards = page.locator('.event-card')
    expect(await cards.count()).toBe(events.length)
    expect(await cards.locator('time').allInnerTexts()).toEqual(
      events.map((e) => formatDate(e.date)),
    )
    expect(new Set(await cards.locator('time').allInnerTexts()).size).toBe(events.length)
    for (const event of events) {
      await cards.getByRole('link', { name: event.title }).click()
      await page.waitForURL(`${baseURL}/event-single/${event.slug}`)
      await expect.poll(() => h1(page)).toBe(event.title)
      const info = page.locator('section[aria-labelledby="event-info-title"]')
      const text = await info.innerText()
      expect(text).toContain(formatDate(event.date))
      // The event's own times and address, in the site's one time format.
      expect(text).toMatch(new RegExp(`Start\\s*${formatTime(event.startTime)}`, 'i'))
      expect(text).toMatch(new RegExp(`End\\s*${formatTime(event.endTime)}`, 'i'))
      expect(text).toContain(event.address)
      expect(text).toContain(organisation.name)
      expect(text).toContain(organisation.phone)
      expect(text).toContain(organisation.email)
      await page.goBack()
      await page.waitForURL(`${baseURL}/events`)
    }
    await close(opened)
  })
})

describe('testimonials', () => {
  it('shows all six voices with initial and "Author - Role"', async () => {
    const opened = await open('/testimonials')
    const { page } = opened
    await expect.poll(() => h1(page)).toBe('Testimonials')
    expect(await page.locator('.testimonial__name').allInnerTexts()).toEqual(
      testimonials.map((t) => `${t.author} - ${t.role}`),
    )
    expect(await page.locator('.testimonial__avatar').allInnerTexts()).toEqual(
      testimonials.map((t) => t.author.charAt(0)),
    )
    await close(opened)
  })
})

describe('blog lists', () => {
  const pageTitles = (n: number) => posts.slice((n - 1) * 3, n * 3).map((p) => p.title)

  it.each([
    ['/blog', true],
    ['/blog-left-sidebar', true],
    ['/blog-fullwidth', false],
  ])(
    '%s shows three posts a page with date, excerpt, Read More (sidebar: %s)',
    async (path, hasSidebar) => {
      const opened = await open(path)
      const { page } = opened
      await expect.poll(() => h1(page)).toBe('Blog')
      expect(await listedPosts(page)).toEqual(pageTitles(1))
      const first = posts[0]
      if (!first) throw new Error('no posts')
      const card = page.locator('.post-card').first()
      const text = await card.innerText()
      expect(text).toContain(formatDate(first.date))
      expect(text).toContain(first.excerpt)
      expect(await card.getByRole('link', { name: /^Read More/ }).count()).toBe(1)
      const pager = page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link')
      expect(await pager.evaluateAll((as) => as.map((a) => a.textContent))).toEqual([
        'Page 1',
        'Page 2',
        'Page 3',
        'Next page',
      ])
      const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
      expect(await sidebar.count()).toBe(hasSidebar ? 1 : 0)
      if (hasSidebar) {
        const categories = await sidebar.locator('.blog-categories li').allInnerTexts()
        expect(categories.map((c) => c.replace(/\s+/g, ' ').trim())).toEqual(
          blogCategories.map((c) => `${c.name} (${c.count})`),
        )
        expect(await sidebar.locator('.blog-recent a').allInnerTexts()).toEqual(
          posts.slice(0, 3).map((p) => p.title),
        )
        expect(await sidebar.locator('.blog-tags li').count()).toBeGreaterThan(3)
        expect(await sidebar.getByRole('searchbox', { name: 'Search posts' }).count()).toBe(1)
      }
      await close(opened)
    },
  )

  it('moves between pages and keeps the page across a reload', async () => {
    const opened = await open('/blog')
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
    await close(opened)
  })

  it('opens a page from its address directly, with no hydration error', async () => {
    const opened = await open('/blog-fullwidth?page=2')
    await expect.poll(() => listedPosts(opened.page)).toEqual(pageTitles(2))
    await close(opened)
  })

  it('narrows the list as the visitor types, says when nothing matches, and survives a reload', async () => {
    const opened = await open('/blog-left-sidebar')
    const { page } = opened
    const box = page.getByRole('searchbox', { name: 'Search posts' })
    await box.fill('bread')
    await expect.poll(() => pathOf(page)).toBe('/blog-left-sidebar?q=bread')
    const expected = posts
      .filter((p) => `${p.title} ${p.excerpt}`.toLowerCase().includes('bread'))
      .map((p) => p.title)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(posts.length)
    await expect.poll(() => listedPosts(page)).toEqual(expected.slice(0, 3))
    expect(await page.getByRole('status').first().innerText()).toMatch(/match(es)? “bread”/)

    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => listedPosts(page)).toEqual(expected.slice(0, 3))
    expect(await box.inputValue()).toBe('bread')

    await box.fill('zebra crossing')
    await expect.poll(() => listedPosts(page)).toEqual([])
    expect(await page.locator('.blog-results').innerText()).toContain(
      'No posts match “zebra crossing”',
    )
    expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0)

    await page.getByRole('link', { name: 'Show all posts' }).click()
    await expect.poll(() => pathOf(page)).toBe('/blog-left-sidebar')
    await expect.poll(() => listedPosts(page)).toEqual(pageTitles(1))
    await close(opened)
  })

  it('searching from a post page leads to the filtered list', async () => {
    const opened = await open(`/blog-single/${posts[4]?.slug}`)
    const { page } = opened
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('fridge')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => pathOf(page)).toBe('/blog?q=fridge')
    await expect.poll(async () => (await listedPosts(page)).length).toBeGreaterThan(0)
    const titles = await listedPosts(page)
    for (const title of titles) {
      const post = posts.find((p) => p.title === title)
      expect(`${post?.title} ${post?.excerpt}`.toLowerCase()).toContain('fridge')
    }
    await close(opened)
  })

  it('opens every post from the lists, in the layout of the list', async () => {
    for (const [list, detail] of [
      ['/blog', '/blog-single'],
      ['/blog-left-sidebar', '/blog-single-left-sidebar'],
      ['/blog-fullwidth', '/blog-single-fullwidth'],
    ] as const) {
      const opened = await open(list)
      const { page } = opened
      for (const [index, post] of posts.entries()) {
        const pageNumber = Math.floor(index / 3) + 1
        if (pageNumber > 1 && index % 3 === 0) {
          await page.getByRole('link', { name: `Page ${pageNumber}` }).click()
          await expect.poll(() => listedPosts(page)).toEqual(pageTitles(pageNumber))
        }
        const card = page.locator('.post-card').filter({ hasText: post.title })
        const hrefs = await card
          .getByRole('link')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
        expect(new Set(hrefs)).toEqual(new Set([`${detail}/${post.slug}`]))
        await card.locator('h2').getByRole('link').click()
        await page.waitForURL(`${baseURL}${detail}/${post.slug}`)
        await expect.poll(() => h1(page)).toBe(post.title)
        await page.goBack()
        await expect.poll(() => listedPosts(page)).toContain(post.title)
      }
      await close(opened)
    }
  })
})

describe('blog posts', () => {
  it.each([
    ['/blog-single', 'right'],
    ['/blog-single-left-sidebar', 'left'],
    ['/blog-single-fullwidth', 'full'],
  ])('%s shows the post, author, comments and form, sidebar %s', async (route, side) => {
    const post = posts[1]
    if (!post) throw new Error('no posts')
    const opened = await open(`${route}/${post.slug}`)
    const { page } = opened
    await expect.poll(() => h1(page)).toBe(post.title)
    const main = await page.locator('main').innerText()
    expect(main).toContain(post.body[0] ?? '')
    expect(main).toContain(post.author)
    expect(main).toContain(post.authorTitle)
    expect(await page.locator('.post-comment').count()).toBe(3)
    expect(await page.getByRole('form', { name: 'Leave a comment' }).count()).toBe(1)
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
    if (side === 'full') {
      expect(await sidebar.count()).toBe(0)
    } else {
      const article = await page.locator('article.post').boundingBox()
      const aside = await sidebar.boundingBox()
      if (!article || !aside) throw new Error('layout missing')
      if (side === 'right') expect(aside.x).toBeGreaterThan(article.x)
      else expect(aside.x).toBeLessThan(article.x)
    }
    await close(opened)
  })

  it('shows the video post as its image with a video badge', async () => {
    const video = posts.find((p) => p.format === 'video')
    if (!video) throw new Error('no video post')
    const opened = await open(`/blog-single/${video.slug}`)
    const media = opened.page.locator('.post__media')
    expect(await media.locator('img').getAttribute('src')).toBe(video.singleImage.src)
    expect(await media.innerText()).toContain('Video')
    await close(opened)
  })

  it('walks previous (older) and next (newer) links through every post, in each layout', async () => {
    for (const route of ['/blog-single', '/blog-single-left-sidebar', '/blog-single-fullwidth']) {
      const first = posts[0]
      if (!first) throw new Error('no posts')
      const opened = await open(`${route}/${first.slug}`)
      const { page } = opened
      const nav = page.getByRole('navigation', { name: 'More posts' })
      expect(await nav.getByRole('link', { name: /Next post/ }).count()).toBe(0)
      for (const post of posts.slice(1)) {
        await nav.getByRole('link', { name: /Previous post/ }).click()
        await page.waitForURL(`${baseURL}${route}/${post.slug}`)
        await expect.poll(() => h1(page)).toBe(post.title)
      }
      expect(await nav.getByRole('link', { name: /Previous post/ }).count()).toBe(0)
      await nav.getByRole('link', { name: /Next post/ }).click()
      await page.waitForURL(`${baseURL}${route}/${posts[posts.length - 2]?.slug}`)
      await close(opened)
    }
  })

  it('validates the comment form and says the comment awaits moderation', async () => {
    const opened = await open(`/blog-single/${posts[2]?.slug}`)
    const { page } = opened
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(request.url())
    })
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByRole('button', { name: 'Post comment' }).click()
    const name = form.getByLabel(/^Name/)
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    const describedBy = await name.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Please enter your name.')
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
    await close(opened)
  })
})

describe('contact', () => {
  it('shows address, e-mail, phone, the contact form and a lazy, titled map', async () => {
    const opened = await open('/contact')
    const { page } = opened
    await expect.poll(() => h1(page)).toBe('Contact Us')
    const main = page.locator('main')
    expect(await main.innerText()).toContain(formatAddress())
    expect(
      await main.getByRole('link', { name: organisation.email }).first().getAttribute('href'),
    ).toBe(`mailto:${organisation.email}`)
    expect(
      await main.getByRole('link', { name: organisation.phone }).first().getAttribute('href'),
    ).toMatch(/^tel:\+1951/)
    expect(await main.getByRole('form', { name: 'Contact form' }).count()).toBe(1)
    const map = main.locator('iframe')
    expect(await map.getAttribute('loading')).toBe('lazy')
    expect(await map.getAttribute('title')).toContain('Map')
    expect(await map.getAttribute('src')).toBe(organisation.mapEmbedUrl)
    await close(opened)
  })

  it('replaces the map with a plain link when offline', async () => {
    const opened = await open('/contact')
    const { page, context } = opened
    await context.setOffline(true)
    await expect.poll(() => page.locator('main iframe').count()).toBe(0)
    const link = page.getByRole('link', { name: /Open the map/ })
    expect(await link.getAttribute('href')).toBe(organisation.mapLinkUrl)
    expect(await page.locator('.contact-map').innerText()).toContain('offline')
    await context.setOffline(false)
    await expect.poll(() => page.locator('main iframe').count()).toBe(1)
    await close(opened)
  })
})

describe('donate', () => {
  it('says "Support Our Community", shows the tax status and the donation block, and ends there', async () => {
    const opened = await open('/donate')
    const { page } = opened
    await expect.poll(() => h1(page)).toBe('Support Our Community')
    const main = page.locator('main')
    expect(await main.innerText()).toContain(organisation.taxStatus)
    // No VITE_DONATION_FORM_URL in this build: the card-donation form instead of the iframe.
    expect(await main.getByRole('form', { name: 'Give by card' }).count()).toBe(1)
    expect(await main.locator('iframe').count()).toBe(0)
    // The page is the donation: no second "Make a Difference Today / Donate Now" band below it.
    expect(await main.locator('section[aria-labelledby="donate-cta-title"]').count()).toBe(0)
    await close(opened)
  })
})

describe('not found', () => {
  it('renders the 404 page at /404', async () => {
    const opened = await open('/about')
    await visit(opened.page, opened.errors, '/404')
    await waitForHydration(opened.page)
    await expect.poll(() => h1(opened.page)).toBe('Oops! Page Not Found!')
    await close(opened)
  })

  it.each([
    '/cause-single/nope',
    '/team-single/nope',
    '/event-single/nope',
    '/blog-single/nope',
    '/blog-single-left-sidebar/nope',
    '/blog-single-fullwidth/nope',
  ])('a client-side visit to %s shows the 404 page without a crash', async (path) => {
    const opened = await open('/blog')
    const { page } = opened
    await page.evaluate((to) => {
      window.history.pushState({}, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect.poll(() => h1(page)).toBe('Oops! Page Not Found!')
    await close(opened)
  })
})

const auditedPages = [
  '/about',
  '/causes',
  `/cause-single/${causes[0]?.slug}`,
  '/team',
  `/team-single/${team.find((m) => m.linkedin)?.slug}`,
  `/team-single/${team.find((m) => !m.linkedin)?.slug}`,
  '/events',
  `/event-single/${events[0]?.slug}`,
  '/testimonials',
  '/blog',
  '/blog-left-sidebar?q=zebra',
  '/blog-fullwidth?page=2',
  `/blog-single/${posts[0]?.slug}`,
  `/blog-single-left-sidebar/${posts[1]?.slug}`,
  `/blog-single-fullwidth/${posts[2]?.slug}`,
  '/contact',
  '/donate',
  '/404',
]

describe('titles and descriptions', () => {
  it('gives each page its own document title and meta description', async () => {
    const opened = await open('/about')
    const { page } = opened
    const seen = new Map<string, string>()
    for (const path of auditedPages) {
      await visit(page, opened.errors, path)
      const title = await page.title()
      const description = await page
        .locator('meta[name="description"]')
        .last()
        .getAttribute('content')
      expect(description, path).toBeTruthy()
      const key = path.replace(/\?.*$/, '')
      for (const value of [`title:${title}`, `description:${description}`]) {
        expect(seen.get(value), `${path} repeats ${value}`).toBeUndefined()
        seen.set(value, key)
      }
    }
    await close(opened)
  })
})

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('accessibility at %s size', (_name, viewport) => {
  it('axe finds no serious or critical violation on any content page', {
    timeout: 300_000,
  }, async () => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const found: Record<string, unknown> = {}
    for (const path of auditedPages) {
      await visit(page, errors, path)
      await waitForHydration(page)
      await revealAll(page)
      const violations = await seriousAxeViolations(page)
      if (violations.length > 0) found[path] = violations
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
    expect(found).toEqual({})
    expect(errors).toEqual([])
    await context.close()
  })
})
