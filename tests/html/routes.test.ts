import { causes } from 'virtual:content/causes'
import { events } from 'virtual:content/events'
import { blog } from 'virtual:content/post-list'
import { products } from 'virtual:content/products'
import { team } from 'virtual:content/team'
import { describe, expect, test } from 'vitest'
import { pageOf, parseHtml, serverRequest, textOf } from './built-site'

const { posts } = blog

// Every route's own page heading, and what the server answers for an address it has no page for.
// The HTML is the same at every width; whether each page then hydrates without an error is
// prerender.spec.ts's loop over every page, in a browser.

/** Every route and the heading a visitor sees on it (slug routes: each slug). */
const routes: [path: string, heading: string | RegExp][] = [
  ['/', "Don't turn away, Give today!"],
  ['/home', "Don't turn away, Give today!"],
  ['/home-2', "Don't turn away, Give today!"],
  ['/home-3', "Don't turn away, Give today!"],
  ['/about', 'About Us'],
  ['/impact', 'Impact'],
  ['/testimonials', 'Testimonials'],
  ['/causes', 'Causes'],
  ...causes.map((c): [string, string] => [`/cause-single/${c.slug}`, c.title]),
  ['/team', 'Team'],
  ...team.map((m): [string, string] => [`/team-single/${m.slug}`, m.name]),
  ['/events', 'Events'],
  ...events.map((e): [string, string] => [`/event-single/${e.slug}`, e.title]),
  ['/shop', 'Gallery'],
  ...products.map((p): [string, string] => [`/product-single/${p.slug}`, p.title]),
  ['/cart', 'Cart'],
  ['/checkout', 'Checkout'],
  ['/order_received', /Order received|Thank You For Your Order!/],
  ['/blog', 'Blog'],
  ['/blog-left-sidebar', 'Blog'],
  ['/blog-fullwidth', 'Blog'],
  ...['/blog-single', '/blog-single-left-sidebar', '/blog-single-fullwidth'].flatMap((route) =>
    posts.map((p): [string, string] => [`${route}/${p.slug}`, p.title]),
  ),
  ['/donate', /Donate|Support Our Community/],
  ['/contact', 'Contact Us'],
]

describe('every route', () => {
  test.each(routes)('%s has one page heading, its own', (path, heading) => {
    const headings = [...pageOf(path).querySelectorAll('h1')].map((h1) => textOf(h1))
    expect(headings).toHaveLength(1)
    if (typeof heading === 'string') expect(headings[0]).toBe(heading)
    else expect(headings[0]).toMatch(heading)
  })

  test.each(routes.map(([path]) => path))('%s is served with status 200', async (path) => {
    expect((await serverRequest(path)).status).toBe(200)
  })
})

/** The server's answer to `path`, its body parsed without running scripts. */
async function answer(path: string): Promise<{ status: number; document: Document }> {
  const response = await serverRequest(path)
  return { status: response.status, document: parseHtml(await response.text(), path) }
}

describe('unknown addresses', () => {
  test.each([
    '/no-such-page',
    '/404',
    '/_not-found',
    '/blog-single/no-such-post',
    '/blog-single-left-sidebar/no-such-post',
    '/blog-single-fullwidth/no-such-post',
    '/cause-single/nope',
    '/team-single/nope',
    '/event-single/nope',
    '/product-single/nope',
  ])('%s answers 404 with the not-found page, kept out of search results', async (path) => {
    const { status, document } = await answer(path)
    expect(status).toBe(404)
    expect([...document.querySelectorAll('h1')].map((h1) => textOf(h1))).toEqual([
      'Oops! Page Not Found!',
    ])
    expect(textOf(document.querySelector('main'))).toContain(
      "We're sorry but we can't seem to find the page you requested.",
    )
    expect(document.querySelectorAll('main a[href="/home"]').length).toBeGreaterThan(0)
    expect(document.title).toBe('Page not found | Harvest Share Collective')
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })

  test.each(['/es/no-such-page', '/es/404', '/es/blog-single/no-such-post'])(
    '%s answers 404 with the Spanish not-found page',
    async (path) => {
      const { status, document } = await answer(path)
      expect(status).toBe(404)
      expect(document.documentElement.getAttribute('lang')).toBe('es')
      expect([...document.querySelectorAll('h1')].map((h1) => textOf(h1))).toEqual([
        '¡Uy! No encontramos esta página',
      ])
      expect(document.querySelectorAll('main a[href="/es/home"]').length).toBeGreaterThan(0)
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    },
  )
})
