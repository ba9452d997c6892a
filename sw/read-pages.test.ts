import { describe, expect, it } from 'vitest'
import { memoryCaches } from '../tests/fixtures/memory-caches'
import { isReadFile, READ_PAGES_CACHE, refreshReadPages } from './read-pages'

const ORIGIN = 'https://site.test'
const page = (html: string) => new Response(html, { headers: { 'Content-Type': 'text/html' } })

describe('pages and files cached when read', () => {
  it('are the build’s chunks and uploaded images, same-origin only', () => {
    expect(isReadFile(new URL(`${ORIGIN}/assets/A-Year-Of-Gleaning-BH9V7sMn.js`), ORIGIN)).toBe(
      true,
    )
    expect(isReadFile(new URL(`${ORIGIN}/images/sanity/0a1b2c.webp`), ORIGIN)).toBe(true)
    expect(isReadFile(new URL(`${ORIGIN}/images/blog/fixed.svg`), ORIGIN)).toBe(false)
    expect(isReadFile(new URL(`${ORIGIN}/blog-single/a`), ORIGIN)).toBe(false)
    expect(isReadFile(new URL('https://cdn.test/assets/x.js'), ORIGIN)).toBe(false)
  })

  it('at a new version: a page still built is fetched again, one no longer built is dropped', async () => {
    const cache = await memoryCaches().open(READ_PAGES_CACHE)
    await cache.put(`${ORIGIN}/blog-single/old`, page('old text'))
    await cache.put(`${ORIGIN}/blog-single/gone`, page('gone'))
    const fetched: string[] = []
    await refreshReadPages(
      cache,
      (pathname) => pathname === '/blog-single/old',
      async (url) => {
        fetched.push(url)
        return page('new text')
      },
    )
    expect(fetched).toEqual([`${ORIGIN}/blog-single/old`])
    expect(await (await cache.match(`${ORIGIN}/blog-single/old`))?.text()).toBe('new text')
    expect(await cache.match(`${ORIGIN}/blog-single/gone`)).toBeUndefined()
  })

  it('at a new version with no network, keeps what was read', async () => {
    const cache = await memoryCaches().open(READ_PAGES_CACHE)
    await cache.put(`${ORIGIN}/blog-single/old`, page('old text'))
    await refreshReadPages(
      cache,
      () => true,
      async () => {
        throw new TypeError('Failed to fetch')
      },
    )
    expect(await (await cache.match(`${ORIGIN}/blog-single/old`))?.text()).toBe('old text')
  })
})
