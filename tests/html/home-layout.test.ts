import { causes } from 'virtual:content/causes'
import { events } from 'virtual:content/events'
import { blog } from 'virtual:content/post-list'
import { describe, expect, test } from 'vitest'
import { formatDate } from '../../src/lib/date-time'
import { splitEvents } from '../../src/lib/event-timing'
import { formatCents } from '../../src/lib/money'
import { MAIN_ORDER } from '../e2e/support/home-sections'
import { builtAt, hiddenWithoutScript, htmlOf, pageOf, serverRequest, textOf } from './built-site'

const { posts } = blog

// The home pages and the layout every page shares, as the build wrote them: what a visitor gets
// before any script runs, and what the hydrated page keeps (tests/e2e/home.spec.ts proves that).

const sectionsOf = (path: string) =>
  [...pageOf(path).querySelectorAll<HTMLElement>('[data-home-section]')].map(
    (node) => node.dataset.homeSection,
  )

const texts = (path: string, selector: string) =>
  [...pageOf(path).querySelectorAll(selector)].map((node) => textOf(node))

const hrefs = (path: string, selector: string) =>
  [...pageOf(path).querySelectorAll(selector)].map((node) => node.getAttribute('href'))

const precedes = (a: Node | null, b: Node | null) =>
  !!a && !!b && (a.compareDocumentPosition(b) & 4) /* DOCUMENT_POSITION_FOLLOWING */ !== 0

describe('home pages', () => {
  for (const path of ['/', '/home']) {
    test(`${path} has the header, every section in order, then the footer`, () => {
      const document = pageOf(path)
      expect(sectionsOf(path)).toEqual(MAIN_ORDER)
      const section = (name: string) => document.querySelector(`[data-home-section="${name}"]`)
      expect(precedes(document.querySelector('header.site-header'), section('hero'))).toBe(true)
      expect(precedes(section('photo-grid'), document.querySelector('footer'))).toBe(true)
      expect(texts(path, 'h1')).toEqual(["Don't turn away, Give today!"])
      expect(texts(path, 'h2, h3').filter((t) => t === 'Community Voices')).toHaveLength(1)
      expect(texts(path, 'h2, h3').filter((t) => t === 'Popular causes')).toHaveLength(1)
      expect(texts(path, '[data-home-section="features"] h3')).toEqual([
        'Education',
        'Food',
        'Hope',
        'Welcome',
        'Children',
        'Donation',
      ])
      expect(texts(path, '.campaign__title')).toEqual([
        'Holiday lunch packs',
        'Keep the community fridges cold',
      ])
      expect(document.querySelectorAll('.partners img')).toHaveLength(5)
      expect(document.querySelectorAll('.photo-grid img')).toHaveLength(9)
    })
  }

  test('/home-2 and /home-3 are compositions of the same sections', () => {
    expect(texts('/home-2', '[data-home-section="features"] h3')).toEqual([
      'Education',
      'Food',
      'Human hope',
    ])
    expect(sectionsOf('/home-2')).toContain('causes')
    expect(sectionsOf('/home-3')).toEqual([
      'hero',
      'target',
      'partners',
      'events',
      'team',
      'posts',
      'photo-grid',
    ])
    for (const path of ['/home-2', '/home-3']) {
      expect(texts(path, 'h1'), path).toEqual(["Don't turn away, Give today!"])
    }
  })

  test('the landing blocks of / link where they should', () => {
    // The next six events to come as of the build.
    const coming = splitEvents(events, builtAt).upcoming.slice(0, 6)
    expect(hrefs('/', '[data-home-section="events"] .entity-card__title a')).toEqual(
      coming.map((e) => `/event-single/${e.slug}`),
    )
    expect(texts('/', '[data-home-section="events"] time')).toEqual(
      coming.map((e) => formatDate(e.date)),
    )
    expect(texts('/', '[data-home-section="events"] .no-events-card h3')).toEqual(
      coming.length ? [] : ['No events planned just now'],
    )
    const cards = [...pageOf('/').querySelectorAll('[data-home-section="posts"] article')]
    expect(cards).toHaveLength(3)
    for (const post of posts.slice(0, 3)) {
      const card = cards.find((article) => textOf(article).includes(post.title))
      const links = [...(card?.querySelectorAll('a') ?? [])]
      const target = `/blog-single/${post.slug}`
      expect(links.find((a) => textOf(a) === post.category)?.getAttribute('href')).toBe(target)
      expect(links.find((a) => textOf(a) === post.title)?.getAttribute('href')).toBe(target)
    }
    expect(hrefs('/', '[data-home-section="cta"] a')).toEqual(['/donate', '/team'])
    expect(hrefs('/', '[data-home-section="target"] a')).toEqual(['/about', '/volunteer'])
    expect(
      pageOf('/').querySelectorAll('[data-home-section="team"] article').length,
    ).toBeGreaterThan(0)
    // Every Donate Now in the hero and the campaigns goes to the donation page.
    expect(
      new Set(
        hrefs('/', '[data-home-section="hero"] a.btn, [data-home-section="campaigns"] a.btn'),
      ),
    ).toEqual(new Set(['/donate']))
  })

  test('popular causes: the first 6, each linking to its slug, with a bar that is raised / goal', () => {
    const slides = [
      ...pageOf('/').querySelectorAll('[aria-label="Cause cards"] .swiper-slide'),
    ] as Element[]
    expect(slides).toHaveLength(6)
    for (const cause of causes.slice(0, 6)) {
      const card = slides.find((slide) => textOf(slide.querySelector('h3')) === cause.title)
      expect(card, cause.title).toBeDefined()
      expect(card?.querySelector('h3 a')?.getAttribute('href')).toBe(`/cause-single/${cause.slug}`)
      expect(textOf(card)).toContain(
        `${formatCents(cause.raisedCents)} raised of ${formatCents(cause.goalCents)}`,
      )
      expect(card?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
        String(Math.round((cause.raisedCents / cause.goalCents) * 100)),
      )
    }
  })

  test('the hero image is a real, eager, high-priority image, preloaded; the headline starts whole; the popup is not there', () => {
    const html = htmlOf('/')
    // The hero image is the largest paint.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/hero\/[^"]+"/)
    const hero = pageOf('/').querySelector('img.hero-slide__image')
    expect(hero?.getAttribute('width')).toBe('1600')
    expect(hero?.getAttribute('height')).toBe('900')
    expect(hero?.getAttribute('loading')).toBe('eager')
    expect(hero?.getAttribute('fetchPriority')).toBe('high')
    // The typing headline starts as its whole first phrase: what a visitor without JavaScript reads.
    expect(texts('/', '.hero__headline .typing__text')).toEqual(['Food Donation'])
    // The popup depends on the session, which only the browser knows: never prerendered.
    expect(html).not.toContain('promo/')
  })
})

const MAIN_NAV = ['Home', 'Get help', 'Impact', 'Volunteer', 'About Us', 'Gallery', 'Contact']

describe('the layout every page shares', () => {
  test('the header: main navigation, Donate now to /donate, the cart link; the mobile menu lists the same', () => {
    expect(texts('/about', 'nav[aria-label="Main"] a')).toEqual(MAIN_NAV)
    expect(hrefs('/about', 'nav[aria-label="Main"] a')).toEqual([
      '/home',
      '/get-help',
      '/impact',
      '/volunteer',
      '/about',
      '/shop',
      '/contact',
    ])
    expect(texts('/about', '#mobile-menu a')).toEqual([...MAIN_NAV, 'Donate Now'])
    const donate = [...pageOf('/about').querySelectorAll('a')].find((a) =>
      /^donate now$/i.test(textOf(a)),
    )
    expect(donate?.getAttribute('href')).toBe('/donate')
    expect(hrefs('/about', 'a.cart-link')).toEqual(['/cart'])
  })

  test('the footer: privacy, terms, phone, email, safe social links, EIN, this year, the Explore column', () => {
    const footer = pageOf('/about').querySelector('footer')
    if (!footer) throw new Error('no footer')
    const link = (name: string) =>
      [...footer.querySelectorAll('a')].find((a) => textOf(a) === name)?.getAttribute('href')
    expect(link('Privacy Policy')).toBe('/privacy')
    expect(link('Terms and Conditions')).toBe('/contact')
    expect(footer.querySelectorAll('a[href^="tel:"]')).toHaveLength(1)
    expect(footer.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1)
    const social = [...footer.querySelectorAll('a[target="_blank"]')]
    expect(social.length).toBeGreaterThan(0)
    for (const a of social) expect(a.getAttribute('rel')).toContain('noopener')
    expect(textOf(footer)).toMatch(/EIN \d{2}-\d{7}/)
    expect(textOf(footer)).toContain(`© ${new Date().getFullYear()} `)
    // Every section is two taps from anywhere: the footer's "Explore" column.
    expect(
      [...footer.querySelectorAll('nav[aria-labelledby="footer-explore"] a')].map((a) => textOf(a)),
    ).toEqual(['Causes', 'Events', 'Blog', 'Team', 'Testimonials', 'Shop'])
  })

  test('a deep link (a reload of /team) is answered by the server with its own page', async () => {
    const response = await serverRequest('/team')
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<h1[^>]*>Team<\/h1>/)
  })

  // axe's "region" rule, read from the HTML: every piece of text and every image a visitor can
  // perceive sits inside a landmark, so a screen reader's landmark navigation reaches it all.
  const LANDMARK = [
    'header',
    'main',
    'footer',
    'nav',
    'aside',
    '[role="banner"]',
    '[role="main"]',
    '[role="contentinfo"]',
    '[role="navigation"]',
    '[role="complementary"]',
    '[role="search"]',
    '[role="region"][aria-label]',
    '[role="region"][aria-labelledby]',
    'section[aria-label]',
    'section[aria-labelledby]',
    'form[aria-label]',
    'form[aria-labelledby]',
  ].join(', ')

  // One page per layout: the home page, a content page in each language, a list with a sidebar.
  test.each(['/', '/about', '/es/about', '/blog-left-sidebar'])(
    '%s: every part of the layout is inside a landmark',
    (path) => {
      const document = pageOf(path)
      const outside: string[] = []
      const perceivable = document.body.querySelectorAll('*')
      for (const element of perceivable) {
        if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName)) continue
        const ownText = [...element.childNodes]
          .filter((node) => node.nodeType === 3)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim()
        const isImage = element.tagName === 'IMG' && (element.getAttribute('alt') ?? '') !== ''
        if (!ownText && !isImage) continue
        if (element.closest('[aria-hidden="true"], .skip-link, script, style, template')) continue
        if (hiddenWithoutScript(element)) continue
        if (!element.closest(LANDMARK)) outside.push(`${element.tagName}: ${ownText.slice(0, 40)}`)
      }
      expect(outside).toEqual([])
      if (path === '/about') {
        // The top bar's "Donate now" too: it sits in the complementary "Volunteer and donate".
        const topbar = document.querySelector('aside[aria-label="Volunteer and donate"]')
        expect(
          [...(topbar?.querySelectorAll('a') ?? [])].filter((a) => /^donate now$/i.test(textOf(a))),
        ).toHaveLength(1)
      }
    },
  )
})
