import { describe, expect, test } from 'vitest'
import { notInSitemap } from '../../src/content/navigation'
import { es } from '../../src/lib/i18n/catalogs/es'
import { localeOfPath, localizePath, stripLocale } from '../../src/lib/i18n/locales'
import {
  builtPaths,
  hiddenWithoutScript,
  htmlOf,
  pageOf,
  serverRequest,
  textOf,
} from './built-site'
import { internalLinks, isFile, resolves } from './page-text'

// Every prerendered page of both languages, as crawlers, screen readers and visitors without
// JavaScript get it: the HTML the build wrote, read in node. (Before, a browser opened each page,
// at two widths, with JavaScript off: the server sends the same HTML at every width.) One browser
// test per layout with JavaScript off stays in tests/e2e/prerender.spec.ts, to prove the pages are
// really usable that way: styled, and their links followed.

/** The head tags of a built page that crawlers and link previews read. */
function headOf(path: string) {
  const document = pageOf(path)
  const content = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content') ?? undefined
  return {
    title: document.querySelector('title')?.textContent ?? undefined,
    description: content('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogImage: content('meta[property="og:image"]'),
    twitterCard: content('meta[name="twitter:card"]'),
    twitterImage: content('meta[name="twitter:image"]'),
  }
}

// Each loop below reads every built page: seconds on a quiet machine, more on a busy one.
const LOOP = { timeout: 120_000 }

describe(`each of the ${builtPaths.length} prerendered pages`, () => {
  test('is served as its own HTML; only the not-found page answers 404', LOOP, async () => {
    for (const path of builtPaths) {
      const response = await serverRequest(path)
      // The not-found page is a page too, but answers 404 even at its own address.
      expect(response.status, path).toBe(stripLocale(path) === '/404' ? 404 : 200)
      const html = await response.text()
      expect(html.startsWith('<!DOCTYPE html>'), path).toBe(true)
      expect(html, path).toBe(htmlOf(path))
    }
  })

  test(
    'has its own head tags: title, description, absolute canonical, Open Graph and Twitter',
    LOOP,
    () => {
      for (const path of builtPaths) {
        const head = headOf(path)
        for (const [key, value] of Object.entries(head))
          expect(value, `${path} ${key}`).toBeTruthy()
        expect(head.ogTitle, path).toBe(head.title)
        expect(head.canonical, path).toMatch(/^https?:\/\//)
      }
    },
  )

  test('links its stylesheet in the head, so the layout is styled without any script', LOOP, () => {
    for (const path of builtPaths) {
      const sheets = [...pageOf(path).querySelectorAll('head link[rel="stylesheet"]')]
      expect(
        sheets.some((link) => /^\/assets\/[^"]+\.css$/.test(link.getAttribute('href') ?? '')),
        path,
      ).toBe(true)
    }
  })

  test('has exactly one heading of level 1, with text, shown without JavaScript', LOOP, () => {
    for (const path of builtPaths) {
      const headings = [...pageOf(path).querySelectorAll('h1')]
      expect(headings.length, path).toBe(1)
      const [h1] = headings
      expect(textOf(h1).length, path).toBeGreaterThan(0)
      expect(h1 && hiddenWithoutScript(h1), path).toBeUndefined()
    }
  })

  test('has main content beyond its heading, shown without JavaScript', LOOP, () => {
    for (const path of builtPaths) {
      const document = pageOf(path)
      const main = document.querySelector('main')
      expect(main, path).not.toBeNull()
      expect(textOf(main).length, path).toBeGreaterThan(
        textOf(document.querySelector('h1')).length + 20,
      )
      expect(main && hiddenWithoutScript(main), path).toBeUndefined()
    }
  })

  test(
    'links the cart in its header and the contact page in its footer, in its own language',
    LOOP,
    () => {
      for (const path of builtPaths) {
        const locale = localeOfPath(path)
        const document = pageOf(path)
        const cart = localizePath('/cart', locale)
        const contact = localizePath('/contact', locale)
        expect(document.querySelectorAll(`header a[href="${cart}"]`).length, path).toBe(1)
        expect(
          document.querySelectorAll(`footer a[href="${contact}"]`).length,
          path,
        ).toBeGreaterThan(0)
      }
    },
  )

  test('links only to built pages and files; a Spanish page links in Spanish', LOOP, () => {
    for (const path of builtPaths) {
      const links = internalLinks(pageOf(path))
      expect(links.length, path).toBeGreaterThan(20) // sanity: the header and footer were read
      expect(
        links.filter((href) => !resolves(href)),
        `${path}: links to nothing built`,
      ).toEqual([])
      if (localeOfPath(path) !== 'es') continue
      // The language switch is the one link to an English page: the page's English twin.
      const english = links.filter((href) => !isFile(href) && localeOfPath(href) === 'en')
      expect(new Set(english), path).toEqual(new Set([stripLocale(path)]))
    }
  })

  test('pages that are not variants of one another have titles of their own', () => {
    const distinct = [
      '/',
      '/about',
      '/impact',
      '/causes',
      '/team',
      '/events',
      '/shop',
      '/cart',
      '/donate',
      '/contact',
      '/privacy',
    ]
    for (const locale of ['en', 'es'] as const) {
      const titles = distinct.map((p) => headOf(localizePath(p, locale)).title)
      expect(new Set(titles).size, locale).toBe(distinct.length)
      // Detail pages too (causes, events, people, products).
      const details = builtPaths.filter(
        (p) =>
          localeOfPath(p) === locale &&
          /^\/(cause|team|event|product)-single\//.test(stripLocale(p)),
      )
      expect(details.length, locale).toBeGreaterThan(8)
      expect(new Set(details.map((p) => headOf(p).title)).size, locale).toBe(details.length)
    }
  })
})

test('the home page’s other layouts name / as their canonical URL', () => {
  const home = headOf('/').canonical
  expect(home).toMatch(/\/$/)
  for (const path of ['/home', '/home-2', '/home-3'])
    expect(headOf(path).canonical, path).toBe(home)
})

test('a post’s other layouts name the post’s main page as their canonical URL', () => {
  for (const locale of ['en', 'es'] as const) {
    const main = builtPaths.filter(
      (p) => localeOfPath(p) === locale && /^\/blog-single\//.test(stripLocale(p)),
    )
    expect(main.length).toBeGreaterThan(8)
    for (const path of main) {
      const canonical = headOf(path).canonical
      expect(new URL(canonical ?? '').pathname, path).toBe(path)
      for (const variant of ['blog-single-left-sidebar', 'blog-single-fullwidth']) {
        const other = path.replace('/blog-single/', `/${variant}/`)
        expect(headOf(other).canonical, other).toBe(canonical)
      }
    }
  }
})

test('the home page carries the organisation as schema.org JSON-LD', () => {
  const json = pageOf('/').querySelector('script[type="application/ld+json"]')?.textContent
  expect(json).toBeTruthy()
  const data = JSON.parse(json ?? '{}')
  expect(data['@type']).toBe('NGO')
  expect(data.address.streetAddress).toBeTruthy()
  expect(data.telephone).toBeTruthy()
  expect(data.email).toContain('@')
  expect(data.sameAs.length).toBeGreaterThan(0)
})

test('sitemap.xml lists every page of both languages, and robots.txt points to it', async () => {
  const sitemap = await (await serverRequest('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1])
  // A page left out in English is left out in Spanish too; a post's other layouts are left out
  // (their canonical URL is the post's main page), the main layout of every post is listed.
  const expected = builtPaths.filter(
    (p) =>
      !notInSitemap.includes(stripLocale(p)) &&
      !/^\/blog-single-(left-sidebar|fullwidth)\//.test(stripLocale(p)),
  )
  expect(new Set(listed)).toEqual(new Set(expected))
  const posts = builtPaths.filter((p) => /^\/blog-single\//.test(stripLocale(p)))
  expect(posts.length).toBeGreaterThan(8)
  for (const post of posts) expect(listed, post).toContain(post)
  const robots = await (await serverRequest('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
})

test('an unknown path answers 404 with the not-found page, kept out of search results', async () => {
  const response = await serverRequest('/definitely/not/here')
  expect(response.status).toBe(404)
  const html = await response.text()
  expect(html).toContain('Oops! Page Not Found!')
  expect(html).toContain('<meta name="robots" content="noindex"/>')
})

test('an unknown address under /es answers 404 with the Spanish not-found page', async () => {
  const response = await serverRequest('/es/no-such-page')
  expect(response.status).toBe(404)
  const html = await response.text()
  expect(html).toMatch(/<html[^>]* lang="es"/)
  expect(html).toContain(es['status.notFound.heading'])
  expect(html).toContain('<meta name="robots" content="noindex"/>')
})
