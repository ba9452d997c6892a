import { causes } from 'virtual:content/causes'
import { events } from 'virtual:content/events'
import { formatAddress, organisation } from 'virtual:content/organisation'
import { importPostEntry } from 'virtual:content/post-entries'
import { blog } from 'virtual:content/post-list'
import { team } from 'virtual:content/team'
import { testimonials } from 'virtual:content/testimonials'
import { toPlainText } from '@portabletext/react'
import { describe, expect, test } from 'vitest'
import { formatDate, formatTime } from '../../src/lib/date-time'
import { splitEvents } from '../../src/lib/event-timing'
import { formatCents } from '../../src/lib/money'
import { builtAt, hiddenWithoutScript, pageOf, textOf } from './built-site'

const { posts } = blog

// The content pages as the build wrote them: every cause, member, event and post, in each blog
// layout, with the figures, dates, people and links a visitor reads. The browser specs
// (tests/e2e/content-pages.spec.ts) keep only what needs a running page: moving between pages,
// searching, the comment form, the offline map, fading in.

/** The elements matching `selector` in the built page of `path`. */
function all(path: string, selector: string): Element[] {
  return [...pageOf(path).querySelectorAll(selector)]
}

/** The one element matching `selector` in the built page of `path` (fails when there is none). */
function one(path: string, selector: string): Element {
  const element = pageOf(path).querySelector(selector)
  if (!element) throw new Error(`${path}: nothing matches ${selector}`)
  return element
}

const texts = (elements: Element[]) => elements.map((element) => textOf(element))
const hrefs = (elements: Element[]) => elements.map((element) => element.getAttribute('href'))
const h1 = (path: string) => texts(all(path, 'h1'))
const main = (path: string) => textOf(one(path, 'main'))

/** The element's text as read, with the visually hidden parts (screen-reader extras) left out. */
function visibleTextOf(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove()
  return textOf(copy)
}

const BLOG_LAYOUTS = [
  { list: '/blog', detail: '/blog-single', sidebar: 'right' },
  { list: '/blog-left-sidebar', detail: '/blog-single-left-sidebar', sidebar: 'left' },
  { list: '/blog-fullwidth', detail: '/blog-single-fullwidth', sidebar: undefined },
] as const

describe('about', () => {
  test('shows the intro, the five values and Mission, Vision and Values, none hidden without a script', () => {
    expect(h1('/about')).toEqual(['About Us'])
    expect(main('/about')).toContain('Every Sunday at 3pm')
    expect(texts(all('/about', '.about-values h3'))).toEqual([
      'Donation',
      'Food Distribution',
      'Community',
      'Hope',
      'Empathy',
    ])
    expect(texts(all('/about', '.about-statements h3'))).toEqual(['Mission', 'Vision', 'Values'])
    // Sections fade in on scroll only once a script has marked them waiting: as built, each one
    // is plainly visible.
    const statements = one('/about', 'section[aria-labelledby="about-mvv-title"]')
    expect(textOf(statements)).toContain('Mission, Vision and Values')
    for (const section of all('/about', 'main section')) {
      expect(hiddenWithoutScript(section), textOf(section).slice(0, 40)).toBeUndefined()
    }
  })
})

describe('causes', () => {
  test('/causes lists the six causes under "Recent Case Studies" with progress, money and a Donate link', () => {
    expect(h1('/causes')).toEqual(['Causes'])
    expect(textOf(one('/causes', 'main h2'))).toBe('Recent Case Studies')
    const cards = all('/causes', '.cause-card')
    expect(cards).toHaveLength(causes.length)
    expect(causes).toHaveLength(6)
    for (const [index, cause] of causes.entries()) {
      const card = cards[index]
      if (!card) throw new Error(`no card for ${cause.slug}`)
      const text = textOf(card)
      expect(text).toContain(cause.title)
      expect(text).toContain(cause.category)
      expect(text).toContain(`${cause.progress}%`)
      expect(text).toContain(
        `${formatCents(cause.raisedCents)} raised of ${formatCents(cause.goalCents)}`,
      )
      expect(card.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
        String(cause.progress),
      )
      const donate = [...card.querySelectorAll('a')].filter((a) =>
        visibleTextOf(a).startsWith('Donate'),
      )
      expect(hrefs(donate)).toEqual([`/cause-single/${cause.slug}`])
      expect(hrefs([...card.querySelectorAll('h3 a')])).toEqual([`/cause-single/${cause.slug}`])
    }
  })

  test.each(causes.map((cause) => [cause.slug, cause] as const))(
    '/cause-single/%s shows its progress, goal, raised, author and a Donate call',
    (slug, cause) => {
      const path = `/cause-single/${slug}`
      expect(h1(path)).toEqual([cause.title])
      const text = main(path)
      expect(text).toContain(formatCents(cause.goalCents))
      expect(text).toContain(formatCents(cause.raisedCents))
      expect(text).toContain(cause.authorName)
      expect(text).toContain(`${cause.progress}%`)
      const donate = all(path, 'main a[href="/donate"]').filter((a) =>
        visibleTextOf(a).includes('Donate Now'),
      )
      expect(donate.length).toBeGreaterThan(0)
    },
  )
})

describe('team', () => {
  test('/team shows every member with their role, linking to their page', () => {
    expect(h1('/team')).toEqual(['Team'])
    expect(texts(all('/team', '.team-card h3'))).toEqual(team.map((m) => m.name))
    expect(texts(all('/team', '.team-card__role'))).toEqual(team.map((m) => m.role))
    for (const member of team) {
      const links = all('/team', '.team-card a').filter((a) => textOf(a) === member.name)
      expect(hrefs(links).length, member.name).toBeGreaterThan(0)
      expect(new Set(hrefs(links)), member.name).toEqual(new Set([`/team-single/${member.slug}`]))
    }
  })

  test.each(team.map((member) => [member.slug, member] as const))(
    '/team-single/%s shows name, role, About Me, LinkedIn only when present, and a sidebar of every member',
    (slug, member) => {
      const path = `/team-single/${slug}`
      expect(h1(path)).toEqual([member.name])
      const text = main(path)
      expect(text).toContain(member.role)
      expect(texts(all(path, 'main h2')).filter((t) => t === 'About Me')).toHaveLength(1)
      expect(text).toContain(member.description[0] ?? '')
      const linkedin = all(path, 'main a').filter((a) => textOf(a).includes('LinkedIn'))
      if (member.linkedin) {
        expect(linkedin).toHaveLength(1)
        expect(linkedin[0]?.getAttribute('href')).toBe(member.linkedin)
        expect(linkedin[0]?.getAttribute('target')).toBe('_blank')
        expect(linkedin[0]?.getAttribute('rel')).toBe('noopener noreferrer')
      } else {
        expect(linkedin).toHaveLength(0)
      }
      const sidebar = one(path, 'nav[aria-labelledby="team-sidebar-title"]')
      expect(textOf(one(path, '#team-sidebar-title'))).toBe('Our team')
      const links = [...sidebar.querySelectorAll('a')]
      expect(texts(links)).toEqual(team.map((m) => m.name))
      expect(hrefs(links)).toEqual(team.map((m) => `/team-single/${m.slug}`))
      expect(texts([...sidebar.querySelectorAll('[aria-current="page"]')])).toEqual([member.name])
    },
  )

  test('some members have a LinkedIn profile and some do not (both cases above are exercised)', () => {
    expect(team.some((m) => m.linkedin)).toBe(true)
    expect(team.some((m) => !m.linkedin)).toBe(true)
  })
})

describe('events', () => {
  test('/events shows the events to come as of the build, soonest first, then the past ones under their heading, each with its own date and link', () => {
    expect(h1('/events')).toEqual(['Events'])
    const { upcoming, past } = splitEvents(events, builtAt)
    const cardsUnder = (heading: string) =>
      all('/events', `section[aria-labelledby="${heading}"] .event-card`)
    for (const [heading, listed] of [
      ['events-title', upcoming],
      ['past-events-title', past],
    ] as const) {
      const cards = cardsUnder(heading)
      expect(cards.map((card) => textOf(card.querySelector('time')))).toEqual(
        listed.map((e) => formatDate(e.date)),
      )
      for (const [index, event] of listed.entries()) {
        const link = [...(cards[index]?.querySelectorAll('a') ?? [])].find(
          (a) => textOf(a) === event.title,
        )
        expect(link?.getAttribute('href'), event.title).toBe(`/event-single/${event.slug}`)
      }
    }
    expect(all('/events', '.event-card')).toHaveLength(events.length)
    expect(texts(all('/events', '#past-events-title'))).toEqual(past.length ? ['Past events'] : [])
    expect(all('/events', '.no-events-card')).toHaveLength(upcoming.length ? 0 : 1)
  })

  test.each(events.map((event) => [event.slug, event] as const))(
    '/event-single/%s shows the info block with its date, times, address and the organisation',
    (slug, event) => {
      const path = `/event-single/${slug}`
      expect(h1(path)).toEqual([event.title])
      const text = textOf(one(path, 'section[aria-labelledby="event-info-title"]'))
      expect(text).toContain(formatDate(event.date))
      // The event's own times and address, in the site's one time format.
      expect(text).toMatch(new RegExp(`Start\\s*${formatTime(event.startTime)}`, 'i'))
      expect(text).toMatch(new RegExp(`End\\s*${formatTime(event.endTime)}`, 'i'))
      expect(text).toContain(event.address)
      expect(text).toContain(organisation.name)
      expect(text).toContain(organisation.phone)
      expect(text).toContain(organisation.email)
    },
  )
})

test('an event suggests the next five other events, soonest first, not every event', () => {
  const { upcoming } = splitEvents(events, builtAt)
  const [first, ...rest] = upcoming
  expect(rest.length).toBeGreaterThan(5) // sanity: the sample has more than five others
  expect(
    all(`/event-single/${first?.slug}`, '#more-events-title ~ ul a').map((a) =>
      a.getAttribute('href'),
    ),
  ).toEqual(rest.slice(0, 5).map((event) => `/event-single/${event.slug}`))
})

describe('testimonials', () => {
  test('shows all six voices with initial and "Author - Role"', () => {
    expect(h1('/testimonials')).toEqual(['Testimonials'])
    expect(texts(all('/testimonials', '.testimonial__name'))).toEqual(
      testimonials.map((t) => `${t.author} - ${t.role}`),
    )
    expect(texts(all('/testimonials', '.testimonial__avatar'))).toEqual(
      testimonials.map((t) => t.author.charAt(0)),
    )
  })
})

describe('blog lists', () => {
  test.each(BLOG_LAYOUTS)(
    '$list shows three posts with date, excerpt and Read More, linking to $detail, and the pager',
    ({ list, detail, sidebar }) => {
      expect(h1(list)).toEqual(['Blog'])
      const cards = all(list, '.post-card')
      expect(texts(all(list, '.blog-list h2'))).toEqual(posts.slice(0, 3).map((p) => p.title))
      for (const [index, card] of cards.entries()) {
        const post = posts[index]
        if (!post) throw new Error('more cards than posts')
        const text = textOf(card)
        expect(text).toContain(formatDate(post.date))
        expect(text).toContain(post.excerpt)
        const links = [...card.querySelectorAll('a')]
        expect(links.filter((a) => visibleTextOf(a) === 'Read More')).toHaveLength(1)
        // Every link of a card opens the post in the layout of the list.
        expect(new Set(hrefs(links))).toEqual(new Set([`${detail}/${post.slug}`]))
      }
      const pager = all(list, 'nav[aria-label="Blog pages"] a')
      expect(texts(pager)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Next page'])
      expect(hrefs(pager)).toEqual([list, `${list}?page=2`, `${list}?page=3`, `${list}?page=2`])
      expect(all(list, 'aside[aria-label="Blog sidebar"]')).toHaveLength(sidebar ? 1 : 0)
    },
  )

  test.each(BLOG_LAYOUTS.filter((layout) => layout.sidebar))(
    '$list has a sidebar with search, the categories and their counts, recent posts and tags',
    ({ list }) => {
      const sidebar = one(list, 'aside[aria-label="Blog sidebar"]')
      // Name and count are two spans, set apart by the stylesheet.
      const categories = [...sidebar.querySelectorAll('.blog-categories li')].map((li) =>
        texts([...li.children]).join(' '),
      )
      expect(categories).toEqual(blog.categories.map((c) => `${c.name} (${c.count})`))
      expect(texts([...sidebar.querySelectorAll('.blog-recent a')])).toEqual(
        posts.slice(0, 3).map((p) => p.title),
      )
      expect(sidebar.querySelectorAll('.blog-tags li').length).toBeGreaterThan(3)
      const search = sidebar.querySelector('input[type="search"]')
      expect(search).not.toBeNull()
      expect(textOf(sidebar.querySelector(`label[for="${search?.id}"]`))).toBe('Search posts')
    },
  )
})

// Each paragraph of each post's English text, as its page must show it.
const paragraphs = new Map(
  await Promise.all(
    posts.map(async (post) => {
      const body = (await importPostEntry(post.slug))?.byLocale.en.text.body ?? []
      return [post.slug, body.map((block) => toPlainText(block))] as const
    }),
  ),
)

describe('blog posts', () => {
  const video = posts.find((p) => p.format === 'video')

  for (const { detail, sidebar } of BLOG_LAYOUTS) {
    test.each(posts.map((post, index) => [post.slug, post, index] as const))(
      `${detail}/%s shows the post, author, comments, form, previous and next links`,
      (slug, post, index) => {
        const path = `${detail}/${slug}`
        expect(h1(path)).toEqual([post.title])
        const text = main(path)
        const body = paragraphs.get(slug) ?? []
        expect(body.length).toBeGreaterThan(0)
        for (const paragraph of body) expect(text).toContain(paragraph)
        expect(text).toContain(post.author)
        expect(text).toContain(post.authorTitle)
        expect(text).toContain(formatDate(post.date))
        expect(all(path, '.post-comment')).toHaveLength(3)
        const form = one(path, 'form.comment-form')
        expect(
          textOf(pageOf(path).getElementById(form.getAttribute('aria-labelledby') ?? '')),
        ).toBe('Leave a comment')
        expect(all(path, 'aside[aria-label="Blog sidebar"]')).toHaveLength(sidebar ? 1 : 0)
        // Previous is the older post, next the newer, in the same layout; none past either end.
        const nav = one(path, 'nav[aria-label="More posts"]')
        const older = posts[index + 1]
        const newer = posts[index - 1]
        const prev = [...nav.querySelectorAll('a')].filter((a) =>
          textOf(a).includes('Previous post'),
        )
        const next = [...nav.querySelectorAll('a')].filter((a) => textOf(a).includes('Next post'))
        expect(hrefs(prev)).toEqual(older ? [`${detail}/${older.slug}`] : [])
        expect(hrefs(next)).toEqual(newer ? [`${detail}/${newer.slug}`] : [])
      },
    )
  }

  test('the right- and left-sidebar post layouts ask for their side', () => {
    // Where the sidebar really lands is measured in the browser (content-pages.spec.ts).
    const slug = posts[1]?.slug
    expect(all(`/blog-single/${slug}`, '.blog-layout--right')).toHaveLength(1)
    expect(all(`/blog-single-left-sidebar/${slug}`, '.blog-layout--left')).toHaveLength(1)
  })

  test('shows the video post as its image with a video badge', () => {
    if (!video) throw new Error('no video post')
    const media = one(`/blog-single/${video.slug}`, '.post__media')
    expect(media.querySelector('img')?.getAttribute('src')).toBe(video.wideImage.src)
    expect(textOf(media)).toContain('Video')
  })
})

describe('contact', () => {
  test('shows address, e-mail, phone, the contact form and a lazy, titled map', () => {
    expect(h1('/contact')).toEqual(['Contact Us'])
    expect(main('/contact')).toContain(formatAddress())
    const links = all('/contact', 'main a')
    expect(links.find((a) => textOf(a) === organisation.email)?.getAttribute('href')).toBe(
      `mailto:${organisation.email}`,
    )
    expect(links.find((a) => textOf(a) === organisation.phone)?.getAttribute('href')).toMatch(
      /^tel:\+1951/,
    )
    expect(all('/contact', 'main form[aria-label="Contact form"]')).toHaveLength(1)
    const map = one('/contact', 'main iframe')
    expect(map.getAttribute('loading')).toBe('lazy')
    expect(map.getAttribute('title')).toContain('Map')
    expect(map.getAttribute('src')).toBe(organisation.mapEmbedUrl)
  })
})

describe('donate', () => {
  test('says "Support Our Community", shows the tax status and the donation block, and ends there', () => {
    expect(h1('/donate')).toEqual(['Support Our Community'])
    expect(main('/donate')).toContain(organisation.taxStatus)
    // No VITE_DONATION_FORM_URL in this build: the card-donation form instead of the iframe.
    const forms = all('/donate', 'main form').filter(
      (form) =>
        textOf(pageOf('/donate').getElementById(form.getAttribute('aria-labelledby') ?? '')) ===
        'Give by card',
    )
    expect(forms).toHaveLength(1)
    expect(all('/donate', 'main iframe')).toHaveLength(0)
    // The page is the donation: no second "Make a Difference Today / Donate Now" band below it.
    expect(all('/donate', 'main section[aria-labelledby="donate-cta-title"]')).toHaveLength(0)
  })
})

describe('titles and descriptions', () => {
  // One page of each content layout (two members: with and without LinkedIn; a different post in
  // each blog layout, since one post's three layouts rightly share its title).
  const auditedPages = [
    '/about',
    '/causes',
    ...causes.map((c) => `/cause-single/${c.slug}`),
    '/team',
    ...team.map((m) => `/team-single/${m.slug}`),
    '/events',
    ...events.map((e) => `/event-single/${e.slug}`),
    '/testimonials',
    '/blog',
    ...posts.map((p) => `/blog-single/${p.slug}`),
    `/blog-single-left-sidebar/${posts[1]?.slug}`,
    `/blog-single-fullwidth/${posts[2]?.slug}`,
    '/contact',
    '/donate',
    '/404',
  ]

  test('gives each content page its own document title and meta description', () => {
    const seen = new Map<string, string>()
    for (const path of auditedPages) {
      const document = pageOf(path)
      const title = document.title
      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute('content')
      expect(title, path).toBeTruthy()
      expect(description, path).toBeTruthy()
      for (const value of [`title:${title}`, `description:${description}`]) {
        expect(seen.get(value), `${path} repeats ${value}`).toBeUndefined()
        seen.set(value, path)
      }
    }
  })
})
