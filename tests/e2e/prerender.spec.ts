import { readFileSync } from 'node:fs'
import { siteContent } from './support/site-content'

const events = siteContent.events.en

import { es } from '../../src/lib/i18n/catalogs/es'
import { localeOfPath, localizePath } from '../../src/lib/i18n/locales'
import { prerenderPaths } from './support/built-routes'
import { expect, test } from './support/test'

// What only a browser can tell about the prerendered pages: that each layout is really usable
// with JavaScript off (styled, its links followed), and that pages open offline from their own
// precached HTML. That pages hydrate without an error or a mismatch is hydration-dev.spec.ts's. The rules about the HTML itself (head
// tags, one h1, links that resolve, the sitemap, status codes, text not hidden without a script)
// are read from the built files of every page in tests/html/pages.test.ts.

const paths = prerenderPaths()

test.describe('with JavaScript disabled', () => {
  // Phone width (the configured viewport): the server sends the same HTML at every width.
  test.use({ javaScriptEnabled: false })

  test('one page of each layout is styled and shows its heading and navigation; links are real links', async ({
    page,
    baseURL,
  }) => {
    const layouts = {
      home: '/',
      'content page with a sidebar': `/blog-single/${siteContent.blog.en.posts[0]?.slug}`,
      'detail page': `/event-single/${events[0]?.slug}`,
      shop: '/shop',
      'form page (in Spanish)': '/es/contact',
    }
    for (const [layout, path] of Object.entries(layouts)) {
      await test.step(`${layout}: ${path}`, async () => {
        const locale = localeOfPath(path)
        await page.goto(path)
        await expect(page.locator('h1')).toBeVisible()
        await expect(
          page.locator(`header a[href="${localizePath('/cart', locale)}"]`),
        ).toBeVisible()
        await expect(
          page.locator(`footer a[href="${localizePath('/contact', locale)}"]`).first(),
        ).toBeVisible()
        // The stylesheet linked in the head styles the layout without any script.
        expect(
          await page.locator('.site-footer').evaluate((el) => getComputedStyle(el).backgroundColor),
        ).toBe('rgb(29, 43, 58)')
      })
    }
    // Following a link loads the next page, in the same language.
    await page.locator('footer').getByRole('link', { name: es['page./events.title'] }).click()
    await page.waitForURL(`${baseURL}/es/events`)
    await expect(page.locator('h1')).toHaveText(es['page./events.title'], { useInnerText: true })
  })
})

test.describe('with JavaScript', () => {
  test.use({ serviceWorkers: 'block' })

  test('offline after one visit, /about and a blog post come from their own precached HTML', async ({
    installedApp,
  }) => {
    const post = paths.find((p) => p.startsWith('/blog-single/')) ?? ''
    const { context, baseURL } = await installedApp()
    const page = await context.newPage()
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
