import { describe, expect, it } from 'vitest'
import {
  type InstallContent,
  inSharedPrecache,
  installedPathsIn,
  installedRoutes,
  leftOutImages,
  leftOutPosts,
  NEWEST_POSTS_INSTALLED,
  NEXT_EVENTS_INSTALLED,
} from './offline-install'

const image = (name: string) => ({ src: `/images/sanity/${name}.webp` })
const posts = Array.from({ length: NEWEST_POSTS_INSTALLED + 2 }, (_, index) => ({
  slug: `post-${index}`,
  image: image(`post-${index}`),
  wideImage: image(`post-${index}-wide`),
}))
const event = (slug: string, date: string) => ({
  slug,
  date,
  startTime: '10:00',
  endTime: '12:00',
  image: image(slug),
})
// Listed latest first: the install takes the soonest.
const coming = Array.from({ length: NEXT_EVENTS_INSTALLED + 1 }, (_, index) =>
  event(`coming-${index}`, `2026-12-${String(index + 1).padStart(2, '0')}`),
).reverse()
const content: InstallContent = {
  posts,
  events: [event('past', '2026-01-10'), ...coming],
  readAt: Date.UTC(2026, 10, 27, 20),
}
const soonest = coming.slice(1).reverse()
const layouts = [
  '/blog-single/$slug',
  '/blog-single-left-sidebar/$slug',
  '/blog-single-fullwidth/$slug',
]
const routes = [
  { pattern: '/', paths: ['/'] },
  { pattern: '/404', paths: ['/404'] },
  { pattern: '/cause-single/$slug', paths: ['/cause-single/water'] },
  ...layouts.map((pattern) => ({
    pattern,
    paths: posts.map((post) => pattern.replace('$slug', post.slug)),
  })),
  { pattern: '/event-single/$slug', paths: content.events.map((e) => `/event-single/${e.slug}`) },
]
const newest = posts.slice(0, NEWEST_POSTS_INSTALLED)
const older = posts.slice(NEWEST_POSTS_INSTALLED)

describe('what one language’s install holds', () => {
  it('every page of the other routes, the newest posts at the main layout, the next events', () => {
    expect(installedRoutes(routes, content)).toEqual([
      { pattern: '/', paths: ['/'] },
      { pattern: '/404', paths: ['/404'] },
      { pattern: '/cause-single/$slug', paths: ['/cause-single/water'] },
      { pattern: '/blog-single/$slug', paths: newest.map((p) => `/blog-single/${p.slug}`) },
      { pattern: '/blog-single-left-sidebar/$slug', paths: [] },
      { pattern: '/blog-single-fullwidth/$slug', paths: [] },
      { pattern: '/event-single/$slug', paths: soonest.map((e) => `/event-single/${e.slug}`) },
    ])
  })

  it('lists the same pages in each language, without /404 (the not-found pages answer it)', () => {
    const english = installedPathsIn(routes, content, 'en')
    expect(english).not.toContain('/404')
    expect(installedPathsIn(routes, content, 'es')).toEqual(
      english.map((path) => (path === '/' ? '/es' : `/es${path}`)),
    )
  })

  it('leaves out the older posts and their images, and the other events’ images', () => {
    expect(leftOutPosts(content)).toEqual(older.map((post) => post.slug))
    expect(leftOutImages(content)).toEqual([
      ...older.flatMap((post) => [post.image.src, post.wideImage.src]),
      image('past').src,
      image(`coming-${NEXT_EVENTS_INSTALLED}`).src,
    ])
  })

  it('shares in the precache no page but the not-found and offline shells, no messages file', () => {
    const leftOut = new Set(['assets/old-post-a1.js'])
    const shared = (file: string) => inSharedPrecache(file, leftOut)
    for (const file of ['_not-found.es.html', '_offline.html', '404.html', 'assets/app-b2.js']) {
      expect(shared(file), file).toBe(true)
    }
    for (const file of ['index.html', 'es/about.html', 'assets/i18n-es-c3d4e5f6.json']) {
      expect(shared(file), file).toBe(false)
    }
    expect(shared('assets/old-post-a1.js')).toBe(false)
  })
})
