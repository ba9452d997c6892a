import { readFileSync } from 'node:fs'
import { NEWEST_POSTS_INSTALLED } from './support/built-routes'
import { DESKTOP, PHONE } from './support/chromium'
import { axeViolations, waitForHydration } from './support/page-checks'
import { collectErrors, expect, test } from './support/test'

/**
 * Posts older than the install's newest (src/lib/offline-install.ts) on the usual build, whose sample
 * already has more posts than the install holds: read online, one opens again offline; never
 * read, one answers the offline page with 503, listing what this device has.
 */
const { content } = JSON.parse(readFileSync('dist-ssr/content.json', 'utf8')) as {
  content: {
    blog: { en: { posts: { slug: string; title: string }[] } }
    postBodies: Record<string, { en: { body: { children?: { text: string }[] }[] } }>
  }
}
const viteManifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>
const posts = content.blog.en.posts
const read = posts[NEWEST_POSTS_INSTALLED]
const neverRead = posts[NEWEST_POSTS_INSTALLED + 1]

test('an old post read online opens again offline; one never read answers the offline page with 503', async ({
  site,
  openPersistentContext,
}, testInfo) => {
  if (!read || !neverRead) throw new Error('The build has too few posts for this test')
  const { baseURL } = site
  const context = await openPersistentContext(PHONE)
  const page = context.pages()[0] ?? (await context.newPage())
  const errors = collectErrors(page)
  await page.goto(`${baseURL}/`)
  // The worker installs the precache and the English pages, then takes the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  })

  const readPath = `/blog-single/${read.slug}`
  const firstLine = content.postBodies[read.slug]?.en.body[0]?.children?.[0]?.text ?? ''
  expect(firstLine.length).toBeGreaterThan(20) // sanity: the post's text was found
  await page.goto(`${baseURL}${readPath}`)
  await waitForHydration(page)
  // The worker keeps what was read once the answer is sent: the page, and its text's chunk.
  const textChunk = `/${viteManifest[`virtual:content/post/${read.slug}`]?.file}`
  const held = (name: string, path: string) =>
    page.evaluate(
      async ({ name, url }) => (await (await caches.open(name)).match(url)) !== undefined,
      { name, url: `${baseURL}${path}` },
    )
  await expect.poll(() => held('read-pages', readPath)).toBe(true)
  await expect.poll(() => held('read-files', textChunk)).toBe(true)

  await context.setOffline(true)
  const again = await page.goto(`${baseURL}${readPath}`)
  expect(again?.status()).toBe(200)
  expect(again?.fromServiceWorker()).toBe(true)
  await waitForHydration(page)
  await expect(page.locator('h1')).toHaveText(read.title)
  await expect(page.getByText(firstLine)).toBeVisible()
  expect(errors).toEqual([])

  const offline = await page.goto(`${baseURL}/blog-single/${neverRead.slug}`)
  expect(offline?.status()).toBe(503)
  expect(offline?.fromServiceWorker()).toBe(true)
  await expect(page.locator('h1')).toHaveText("You're offline, and this page isn't saved here")
  const saved = page.locator('.saved-pages a')
  // The installed pages and the post read, from the caches; not the post never read.
  await expect(saved.filter({ hasText: read.title })).toHaveAttribute('href', readPath)
  await expect(saved.filter({ hasText: /^About/ })).toHaveAttribute('href', '/about')
  await expect(saved.filter({ hasText: neverRead.title })).toHaveCount(0)
  expect(await saved.count()).toBeGreaterThan(50)
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    expect(await axeViolations(page), `${viewport.width}px`).toEqual([])
    await testInfo.attach(`offline page at ${viewport.width}px`, {
      body: await page.screenshot({ fullPage: false }),
      contentType: 'image/png',
    })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)
    expect(overflow, `${viewport.width}px: scrolls sideways`).toBe(false)
  }
  // A saved page opens from the list.
  await saved.filter({ hasText: read.title }).click()
  await expect(page.locator('h1')).toHaveText(read.title)

  // In the address's language, with that language's saved pages (none downloaded yet).
  const spanish = await page.goto(`${baseURL}/es/blog-single/${neverRead.slug}`)
  expect(spanish?.status()).toBe(503)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('h1')).toHaveText('Sin conexión, y esta página no está guardada aquí')

  // An address the build never wrote is still not found.
  const unknown = await page.goto(`${baseURL}/blog-single/no-such-post`)
  expect(unknown?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Oops! Page Not Found!')
  await context.setOffline(false)
})
