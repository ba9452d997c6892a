import { events, readAt } from 'virtual:content/events'
import { blog } from 'virtual:content/post-list'
import { describe, expect, it } from 'vitest'
import {
  installedPathsIn,
  installedRoutes,
  leftOutImages,
  leftOutPosts,
  NEWEST_POSTS_INSTALLED,
} from './installed-pages'
import { splitEvents } from './lib/event-timing'
import { prerenderedRoutes } from './prerender-paths'

const pathsOf = (pattern: string) =>
  installedRoutes().find((route) => route.pattern === pattern)?.paths ?? []

describe('what the install holds', () => {
  it('every page of the routes that are not posts or events', () => {
    const installed = installedRoutes()
    for (const { pattern, paths } of prerenderedRoutes()) {
      if (/^\/(blog|event)-single/.test(pattern)) continue
      expect(installed.find((route) => route.pattern === pattern)?.paths, pattern).toEqual(paths)
    }
  })

  it('the newest posts at the main layout only, fewer than the sample has', () => {
    expect(blog.posts.length).toBeGreaterThan(NEWEST_POSTS_INSTALLED)
    const newest = blog.posts.slice(0, NEWEST_POSTS_INSTALLED).map((post) => post.slug)
    expect(pathsOf('/blog-single/$slug')).toEqual(newest.map((slug) => `/blog-single/${slug}`))
    expect(pathsOf('/blog-single-left-sidebar/$slug')).toEqual([])
    expect(pathsOf('/blog-single-fullwidth/$slug')).toEqual([])
    expect(leftOutPosts()).toEqual(blog.posts.slice(NEWEST_POSTS_INSTALLED).map((p) => p.slug))
  })

  it('the events to come as of the build, and leaves out the images of what it leaves out', () => {
    const { upcoming, past } = splitEvents(events, readAt)
    expect(pathsOf('/event-single/$slug')).toEqual(upcoming.map((e) => `/event-single/${e.slug}`))
    const older = blog.posts.slice(NEWEST_POSTS_INSTALLED)
    expect(leftOutImages()).toEqual([
      ...older.flatMap((post) => [post.image.src, post.wideImage.src]),
      ...past.map((event) => event.image.src),
    ])
  })

  it('the same pages in each language', () => {
    expect(installedPathsIn('es')).toEqual(
      installedPathsIn('en').map((path) => (path === '/' ? '/es' : `/es${path}`)),
    )
  })
})
