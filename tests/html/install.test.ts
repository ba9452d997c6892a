import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { describe, expect, test } from 'vitest'
import { precacheEntries } from '../../scripts/bench/build-size'
import type { CharityEvent } from '../../src/content-modules/types'
import { splitEvents } from '../../src/lib/event-timing'
import { LOCALES, type Locale, localizePath } from '../../src/lib/i18n/locales'
import { KNOWN_PAGES_FILE, type KnownPages } from '../../src/lib/known-pages'
import { NEWEST_POSTS_INSTALLED, NEXT_EVENTS_INSTALLED } from '../../src/lib/offline-install'
import { offlinePageFile, SAVED_PAGES_SLOT } from '../../src/lib/offline-page'
import { knownPaths } from '../fixtures/known-paths'
import { builtPaths, DIST } from './built-site'

/**
 * What one language's install holds (src/lib/offline-install.ts), read from the build: the pages
 * listed for the worker, the known addresses, and the precache. The content is the build's own
 * snapshot, so these hold for whatever dataset was built.
 */
const { content } = JSON.parse(readFileSync(`${DIST}-ssr/content.json`, 'utf8')) as {
  content: {
    readAt: number
    blog: { en: { posts: { slug: string }[] } }
    events: { en: CharityEvent[] }
  }
}
const posts = content.blog.en.posts.map((post) => post.slug)
const upcoming = splitEvents(content.events.en, content.readAt)
  .upcoming.slice(0, NEXT_EVENTS_INSTALLED)
  .map((e) => e.slug)
const others = content.events.en.map((e) => e.slug).filter((slug) => !upcoming.includes(slug))

function installed(locale: Locale): string[] {
  const list = JSON.parse(readFileSync(join(DIST, `language-pages/${locale}.json`), 'utf8')) as {
    url: string
  }[]
  return list.map((entry) => entry.url).filter((url) => !url.startsWith('/assets/'))
}

const precached = new Set(precacheEntries(DIST).map((entry) => entry.url))
const isPostOrEvent = (path: string) => /^(\/es)?\/(blog|event)-single[^/]*\//.test(path)

describe('what one language’s install holds', () => {
  test('the sample leaves posts out, so these rules are exercised', () => {
    expect(posts.length).toBeGreaterThan(NEWEST_POSTS_INSTALLED)
  })

  for (const locale of LOCALES) {
    test(`${locale}: every page but posts and events, the newest posts at the main layout, the next events`, () => {
      const pages = installed(locale)
      const inLanguage = (path: string) => localizePath(path, locale)
      const expected = [
        ...builtPaths
          .filter((path) => path === inLanguage(path) && !isPostOrEvent(path))
          .filter((path) => !/\/404$/.test(path)),
        ...posts.slice(0, NEWEST_POSTS_INSTALLED).map((slug) => inLanguage(`/blog-single/${slug}`)),
        ...upcoming.map((slug) => inLanguage(`/event-single/${slug}`)),
      ]
      expect(new Set(pages)).toEqual(new Set(expected))
      expect(pages.filter((path) => /blog-single-(left-sidebar|fullwidth)\//.test(path))).toEqual(
        [],
      )
      for (const slug of others) expect(pages).not.toContain(inLanguage(`/event-single/${slug}`))
    })
  }

  test('the known addresses are exactly the prerendered pages', () => {
    const known = JSON.parse(readFileSync(join(DIST, KNOWN_PAGES_FILE), 'utf8')) as KnownPages
    expect(new Set(knownPaths(known))).toEqual(new Set(builtPaths))
    expect(precached.has(KNOWN_PAGES_FILE)).toBe(true)
  })

  test('the precache holds the text of the installed posts only', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest
    const chunkOf = (slug: string) => manifest[`virtual:content/post/${slug}`]?.file ?? slug
    for (const [index, slug] of posts.entries()) {
      expect(precached.has(chunkOf(slug)), slug).toBe(index < NEWEST_POSTS_INSTALLED)
    }
  })

  for (const locale of LOCALES) {
    test(`${locale}: the offline page is precached, in its language, without scripts, with a slot for the saved pages`, () => {
      const file = offlinePageFile(locale)
      expect(precached.has(file)).toBe(true)
      const html = readFileSync(join(DIST, file), 'utf8')
      expect(html).toContain(`<html lang="${locale}">`)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/)
      expect(html).not.toContain('<script')
      expect(html.split(SAVED_PAGES_SLOT)).toHaveLength(2)
    })
  }
})
