import { describe, expect, it } from 'vitest'
import { pagesCacheName } from '../src/lib/offline-install'
import { SAVED_PAGES_SLOT } from '../src/lib/offline-page'
import { memoryCaches } from '../tests/fixtures/memory-caches'
import { asOffline, offlinePageFor, savedPages, titleOf } from './offline-page'
import { READ_PAGES_CACHE } from './read-pages'

const ORIGIN = 'https://site.test'
const page = (title: string) =>
  new Response(`<html><head><title>${title}</title></head><body></body></html>`, {
    headers: { 'Content-Type': 'text/html' },
  })

describe('the offline page', () => {
  it('is in the address’s language', () => {
    expect(offlinePageFor('/blog-single/old')).toBe('/_offline.html')
    expect(offlinePageFor('/es/blog-single/old')).toBe('/_offline.es.html')
    expect(offlinePageFor('/es')).toBe('/_offline.es.html')
  })

  it('names a page by its title without the site’s name', () => {
    expect(titleOf('<title>About Us | Harvest Share Collective</title>')).toBe('About Us')
    expect(titleOf('<title>Harvest Share Collective</title>')).toBe('Harvest Share Collective')
    expect(titleOf('<p>no title</p>')).toBe('')
  })

  it('lists the pages of its language this device has now, installed and read, by title, each title once', async () => {
    const caches = memoryCaches()
    const english = await caches.open(pagesCacheName('en'))
    await english.put(`${ORIGIN}/about`, page('About Us | Site'))
    await english.put(`${ORIGIN}/home-2`, page('Harvest Share'))
    await english.put(`${ORIGIN}/`, page('Harvest Share'))
    await english.put(
      `${ORIGIN}/assets/i18n-en-0a1b.json`,
      new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    )
    const read = await caches.open(READ_PAGES_CACHE)
    await read.put(`${ORIGIN}/blog-single/old`, page('An Old Post | Site'))
    await read.put(`${ORIGIN}/es/blog-single/old`, page('Una entrada | Site'))
    expect(await savedPages(caches, 'en')).toEqual([
      { path: '/about', title: 'About Us' },
      { path: '/blog-single/old', title: 'An Old Post' },
      { path: '/', title: 'Harvest Share' },
    ])
    expect(await savedPages(caches, 'es')).toEqual([
      { path: '/es/blog-single/old', title: 'Una entrada' },
    ])
  })

  it('answers 503 with the saved pages as links in its slot', async () => {
    const shell = new Response(`<main><ul>${SAVED_PAGES_SLOT}</ul></main>`, {
      headers: { 'Content-Type': 'text/html', 'Content-Length': '40' },
    })
    const answer = await asOffline(shell, [
      { path: '/about', title: 'About Us' },
      { path: '/blog-single/"x"', title: 'Fish &amp; Chips' },
    ])
    expect(answer.status).toBe(503)
    expect(answer.headers.get('content-type')).toBe('text/html')
    expect(answer.headers.get('content-length')).toBeNull()
    expect(await answer.text()).toBe(
      '<main><ul><li><a href="/about">About Us</a></li><li><a href="/blog-single/&quot;x&quot;">Fish &amp; Chips</a></li></ul></main>',
    )
  })
})
