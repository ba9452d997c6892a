import { causes } from 'virtual:content/causes'
import { events } from 'virtual:content/events'
import { byLocale as heroSlidesByLocale } from 'virtual:content/hero-slides'
import { organisation } from 'virtual:content/organisation'
import { byLocale as blogByLocale } from 'virtual:content/post-list'
import { team } from 'virtual:content/team'
import { describe, expect, test } from 'vitest'
import { en } from '../../src/lib/i18n/catalogs/en'
import { es } from '../../src/lib/i18n/catalogs/es'
import { localeOfPath, localizePath, stripLocale } from '../../src/lib/i18n/locales'
import {
  doubledStops,
  englishLeftovers,
  englishPostLeftovers,
  MARKED_ENGLISH,
} from '../e2e/support/english-leftovers'
import { builtPaths, pageOf, parseHtml, serverRequest, textOf } from './built-site'
import { spokenText } from './page-text'

const posts = blogByLocale.en.blog.posts
const spanishPosts = blogByLocale.es.blog.posts

// The site in two languages, as the build wrote it: every page's Spanish twin and the hreflang
// links between twins, Spanish head tags, the Spanish manifest, and no English left in the HTML
// of any Spanish page. What Spanish pages write only after they hydrate (the next session's date,
// the Impact reports, the volunteer sessions, validation messages) is checked in a browser:
// tests/e2e/i18n*.spec.ts.

// Reading every built page takes seconds on a quiet machine, more on a busy one.
const LOOP = { timeout: 120_000 }

const english = builtPaths.filter((p) => localeOfPath(p) === 'en')
const spanish = builtPaths.filter((p) => localeOfPath(p) === 'es')

const attr = (path: string, selector: string, name: string) =>
  pageOf(path).querySelector(selector)?.getAttribute(name) ?? undefined
const titleOf = (path: string) => pageOf(path).querySelector('title')?.textContent ?? undefined
const canonicalOf = (path: string) =>
  new URL(attr(path, 'link[rel="canonical"]', 'href') ?? '').pathname

/** The hreflang alternates of a page, as crawlers read them. */
function alternates(path: string): Record<string, string> {
  const links = [...pageOf(path).querySelectorAll('link[rel="alternate"][hreflang]')]
  return Object.fromEntries(
    links.map((link) => [
      link.getAttribute('hreflang') ?? '',
      new URL(link.getAttribute('href') ?? '').pathname,
    ]),
  )
}

describe('every English page has a Spanish twin', () => {
  test('with its own lang, title, canonical URL, manifest and reciprocal hreflang', LOOP, () => {
    expect(builtPaths.length).toBe(english.length * 2)
    for (const path of english) {
      const twin = localizePath(path, 'es')
      expect(builtPaths, path).toContain(twin)
      expect(attr(path, 'html', 'lang'), path).toBe('en')
      expect(attr(twin, 'html', 'lang'), twin).toBe('es')
      expect(titleOf(twin), twin).toBeTruthy()
      // The twin's canonical URL is the English page's, in Spanish (/es/home's is /es).
      expect(canonicalOf(twin), twin).toBe(localizePath(canonicalOf(path), 'es'))
      // Each language links its own manifest.
      expect(attr(twin, 'link[rel="manifest"]', 'href'), twin).toBe('/manifest.es.webmanifest')
      if (stripLocale(path) === '/404') continue // kept out of search results, no alternates
      // Reciprocal: both twins name the same pair (the home variants name /, their canonical).
      const canonical = canonicalOf(path)
      for (const page of [path, twin]) {
        expect(alternates(page), page).toEqual({
          en: canonical,
          es: localizePath(canonical, 'es'),
          'x-default': canonical,
        })
      }
    }
  })

  test('translated pages have their own Spanish titles', () => {
    for (const path of ['/get-help', '/impact', '/volunteer', '/contact', '/donate', '/404']) {
      const twin = localizePath(path, 'es')
      expect(titleOf(twin), twin).not.toBe(titleOf(path))
    }
  })

  test('each home page is titled with what the site is, in its language, then the name', () => {
    expect(titleOf('/')).toBe(`${en['page./.title']} | ${organisation.name}`)
    expect(titleOf('/es')).toBe(`${es['page./.title']} | ${organisation.name}`)
    for (const home of ['/', '/es']) expect(titleOf(home), home).not.toBe(organisation.name)
    expect(titleOf('/es')).not.toBe(titleOf('/'))
    expect(englishLeftovers([es['page./.title']])).toEqual([])
  })

  test('list pages describe themselves in Spanish to search engines', () => {
    const description = (path: string) => attr(path, 'meta[name="description"]', 'content')
    for (const path of ['/about', '/causes', '/events', '/team', '/testimonials', '/donate']) {
      const key = `page.${path}.description` as keyof typeof es
      expect(description(`/es${path}`), path).toBe(es[key])
      expect(description(path), path).not.toBe(es[key])
    }
  })

  test('detail pages have Spanish head titles and headings', () => {
    for (const [path, englishTitle] of [
      [`/cause-single/${causes[0]?.slug}`, causes[0]?.title],
      [`/event-single/${events[0]?.slug}`, events[0]?.title],
    ] as const) {
      const heading = textOf(pageOf(`/es${path}`).querySelector('h1'))
      expect(heading, path).not.toBe(englishTitle)
      expect(titleOf(`/es${path}`)?.startsWith(heading), path).toBe(true)
    }
  })
})

test('the Spanish manifest opens the app in Spanish', async () => {
  const manifest = await (await serverRequest('/manifest.es.webmanifest')).json()
  expect(manifest.lang).toBe('es')
  expect(manifest.start_url).toBe('/es?launch=app')
  expect(manifest.shortcuts.length).toBeGreaterThan(0)
  for (const shortcut of manifest.shortcuts) expect(localeOfPath(shortcut.url)).toBe('es')
})

describe('the blog in Spanish', () => {
  const first = spanishPosts[0]
  for (const path of ['/es/blog', '/es/blog-left-sidebar']) {
    test(`${path} lists the Spanish posts, linked under their English slugs in /es`, () => {
      const document = pageOf(path)
      const headings = [...document.querySelectorAll('h2')].map(textOf)
      expect(headings).toContain(first?.title)
      const link = [...document.querySelectorAll('main a')].find((a) => textOf(a) === first?.title)
      expect(link?.getAttribute('href')).toMatch(
        new RegExp(`^/es/blog-single(-left-sidebar)?/${first?.slug}$`),
      )
      expect(
        document.querySelector(`nav[aria-label="${es['blog.pagination.label']}"]`),
      ).not.toBeNull()
    })
  }

  test('a post under its English slug is the Spanish post, dated as es-US writes it', () => {
    const post = posts[1]
    const spanishPost = spanishPosts[1]
    const path = `/es/blog-single/${post?.slug}`
    expect(spanishPost?.title).toBeTruthy()
    expect(textOf(pageOf(path).querySelector('h1'))).toBe(spanishPost?.title)
    expect(titleOf(path)?.startsWith(spanishPost?.title ?? '-')).toBe(true)
    // "18 oct 2026", never "Oct 18, 2026".
    expect(textOf(pageOf(path).querySelector('.post__meta time'))).toMatch(
      /^\d{1,2} [a-z]{3} \d{4}$/,
    )
  })
})

test('the Spanish home hero: heading, slide, call to action and the motion control', () => {
  const document = pageOf('/es')
  expect(textOf(document.querySelector('h1'))).toBe(es['home.title'])
  const [firstSlide] = heroSlidesByLocale.es.heroSlides
  expect(document.querySelector(`img[alt="${firstSlide.image.alt}"]`)).not.toBeNull()
  const links = [...document.querySelectorAll('a')].map(textOf)
  expect(links).toContain(es['home.needFood'])
  expect(document.querySelector('.hero__motion')?.getAttribute('title')).toBe(es['home.pauseText'])
})

describe('no English left in the HTML of a Spanish page', () => {
  // Names stay as they are in both languages: the team, the posts' authors and commenters, the
  // voices' authors, partners, and the place the collective meets.
  const NAMES = [
    ...team.map((member) => member.name),
    ...posts.map((post) => post.author),
    'Lena Ortiz',
    'David Kim',
    'Feeding America',
    'Orchard Lane community garden',
    'Orchard Lane',
  ]

  test('English marked lang="en" is allowed, and only that', () => {
    const phrase = en['home.needFood']
    const page = parseHtml(
      `<html lang="es"><body><p lang="en">${phrase}</p><p>${phrase}</p></body></html>`,
      '/es/example',
    )
    const marked = page.querySelectorAll('p')[1]
    expect(englishLeftovers(spokenText(page, 'body', MARKED_ENGLISH))).toContain(phrase)
    marked?.setAttribute('lang', 'en')
    expect(englishLeftovers(spokenText(page, 'body', MARKED_ENGLISH))).toEqual([])
  })

  test.for(spanish)('%s', LOOP, (path) => {
    // Content marked lang="en" is English on purpose: its Spanish is not written yet.
    const texts = spokenText(pageOf(path), 'title, body', MARKED_ENGLISH)
    expect(texts.join('').length).toBeGreaterThan(500) // sanity: the page was read
    expect(englishLeftovers(texts, NAMES), 'English catalog text').toEqual([])
    // Pages that list posts (the blog, the home pages' latest posts) list the Spanish ones.
    expect(englishPostLeftovers(texts), 'English post titles or categories').toEqual([])
    // "3 p.m.." and the like.
    expect(doubledStops(texts), 'doubled full stops').toEqual([])
  })

  test('the not-found page answered for an unknown Spanish address', LOOP, async () => {
    const html = await (await serverRequest('/es/no-such-page')).text()
    const document = parseHtml(html, '/es/no-such-page')
    expect(textOf(document.querySelector('h1'))).toBe(es['status.notFound.heading'])
    expect(englishLeftovers(spokenText(document, 'body'))).toEqual([])
  })
})
