import { readFileSync } from 'node:fs'
import { notInSitemap } from '../../src/content/navigation'
import { LOCALES, localeOfPath, localizePath, stripLocale } from '../../src/lib/i18n/locales'
import { prerenderPaths } from './support/built-routes'
import { DESKTOP, PHONE } from './support/chromium'
import { waitForFullHydration } from './support/page-checks'
import { expect, test } from './support/test'

// The tests below visit every page of a language in one test (about 90): 44 to 56 s on a busy
// two-core machine, too close to the default minute for a fixed per-test budget.
const PAGE_LOOP_TIMEOUT = 180_000

const paths = prerenderPaths()

/** Reads a head tag's content out of the HTML the server sends (what crawlers see). */
function headOf(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1]
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    twitterImage: attr(/<meta name="twitter:image" content="([^"]*)"/),
  }
}

test.describe('prerendered HTML', () => {
  test(`every one of the ${paths.length} pages is served as its own HTML with its own head tags`, async ({
    request,
  }) => {
    const titles = new Map<string, string>()
    for (const path of paths) {
      const response = await request.get(path)
      // The not-found page is a page too, but answers 404 even at its own address.
      expect(response.status(), path).toBe(stripLocale(path) === '/404' ? 404 : 200)
      const html = await response.text()
      expect(html.startsWith('<!DOCTYPE html>'), path).toBe(true)
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/)
      expect(html, path).toMatch(/<h1[^>]*>/)
      const head = headOf(html)
      for (const [key, value] of Object.entries(head)) expect(value, `${path} ${key}`).toBeTruthy()
      expect(head.ogTitle, path).toBe(head.title)
      expect(head.canonical, path).toMatch(/^https?:\/\//)
      titles.set(path, head.title ?? '')
    }
    // Pages that are not variants of one another have titles of their own.
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
    const distinctTitles = new Set(distinct.map((p) => titles.get(p)))
    expect(distinctTitles.size).toBe(distinct.length)
    const detailTitles = paths.filter((p) => /^\/(cause|team|event|product)-single\//.test(p))
    expect(new Set(detailTitles.map((p) => titles.get(p))).size).toBe(detailTitles.length)
  })

  test('the home page’s other layouts name / as their canonical URL', async ({ request }) => {
    const home = headOf(await (await request.get('/')).text())
    for (const path of ['/home', '/home-2', '/home-3']) {
      const head = headOf(await (await request.get(path)).text())
      expect(head.canonical, path).toBe(home.canonical)
      expect(head.canonical, path).toMatch(/\/$/)
    }
  })

  test('the home page carries the organisation as schema.org JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1]
    expect(json).toBeTruthy()
    const data = JSON.parse(json ?? '{}')
    expect(data['@type']).toBe('NGO')
    expect(data.address.streetAddress).toBeTruthy()
    expect(data.telephone).toBeTruthy()
    expect(data.email).toContain('@')
    expect(data.sameAs.length).toBeGreaterThan(0)
  })

  test('sitemap.xml lists every page, and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1])
    // Both languages; a page left out in English is left out in Spanish too.
    const expected = paths.filter((p) => !notInSitemap.includes(stripLocale(p)))
    expect(new Set(listed)).toEqual(new Set(expected))
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  })

  test('an unknown path answers 404 with the not-found page, kept out of search results', async ({
    request,
  }) => {
    const response = await request.get('/definitely/not/here')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('Oops! Page Not Found!')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })
})

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe('with JavaScript disabled', () => {
    test.use({ viewport, javaScriptEnabled: false })

    // One test per language: each has as many pages as the site had before it had two.
    for (const locale of LOCALES) {
      test(`every ${locale} page shows its heading, navigation and content, styled (${name})`, async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(PAGE_LOOP_TIMEOUT)
        for (const path of paths.filter((p) => localeOfPath(p) === locale)) {
          await page.goto(path)
          expect(await page.locator('h1').count(), path).toBe(1)
          expect((await page.locator('h1').innerText()).trim().length, path).toBeGreaterThan(0)
          // Links stay in the page's language.
          const cart = localizePath('/cart', locale)
          const contact = localizePath('/contact', locale)
          expect(await page.locator(`header a[href="${cart}"]`).count(), path).toBe(1)
          expect(await page.locator(`footer a[href="${contact}"]`).count(), path).toBeGreaterThan(0)
          const h1 = await page.locator('h1').innerText()
          expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(
            h1.length + 20,
          )
          // The stylesheet is linked in the head, so the layout is styled without any script.
          expect(
            await page
              .locator('.site-footer')
              .evaluate((el) => getComputedStyle(el).backgroundColor),
            path,
          ).toBe('rgb(29, 43, 58)')
        }
        // Links are real links: following one loads the next page.
        await page.goto('/about')
        await page.locator('footer').getByRole('link', { name: 'Events' }).click()
        await page.waitForURL(`${baseURL}/events`)
        await expect(page.locator('h1')).toHaveText('Events', { useInnerText: true })
      })
    }
  })
}

test.describe('with JavaScript', () => {
  test.use({ serviceWorkers: 'block' })

  for (const locale of LOCALES) {
    test(`every ${locale} page hydrates without a console error or hydration warning`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(PAGE_LOOP_TIMEOUT)
      // /404 answers with status 404, which the browser logs as an error; routes.spec checks that
      // it renders without hydration errors.
      const pages = paths.filter((p) => localeOfPath(p) === locale && stripLocale(p) !== '/404')
      for (const path of pages) {
        await page.goto(path)
        await waitForFullHydration(page)
      }
      expect(pageErrors).toEqual([])
    })
  }

  test('offline after one visit, /about and a blog post come from their own precached HTML', async ({
    openPersistentContext,
    baseURL,
  }) => {
    const post = paths.find((p) => p.startsWith('/blog-single/')) ?? ''
    const context = await openPersistentContext(PHONE)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${baseURL}/`)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 20_000,
      })
      .toBe(true)
    await context.setOffline(true)
    for (const [path, file] of [
      ['/about', 'about.html'],
      [post, `${post.slice(1)}.html`],
    ] as const) {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.fromServiceWorker(), path).toBe(true)
      const builtHtml = readFileSync(`dist/${file}`, 'utf8')
      const expectedH1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(builtHtml)?.[1]
      expect(await page.locator('h1').innerText(), path).toBe(expectedH1?.replace(/&#x27;/g, "'"))
      expect(await page.title(), path).toBe(/<title>([^<]*)<\/title>/.exec(builtHtml)?.[1])
    }
  })
})
