import { describe, expect, it } from 'vitest'
import { footerColumns, mainNav, type NavLink, notInSitemap } from './content/navigation'
import { LOCALES } from './lib/i18n/locales'
import { localizedPaths } from './lib/route-pages'
import { expandPatterns, prerenderedRoutes, routePatterns } from './prerender-paths'
import { createAppRouter } from './router'

/** The catch-all: unknown URLs get the not-found page, written once as _not-found.html. */
const NOT_PRERENDERED = ['/$']

const prerenderPaths = () =>
  LOCALES.flatMap((locale) => localizedPaths(prerenderedRoutes(), locale))

describe('prerendered paths', () => {
  it('come from the route tree: every route pattern but the catch-all has a page', () => {
    const patterns = routePatterns()
    expect(patterns).toContain('/')
    expect(patterns).toContain('/cause-single/$slug')
    const withoutPages = prerenderedRoutes()
      .filter((route) => route.paths.length === 0)
      .map((route) => route.pattern)
    expect(withoutPages).toEqual(NOT_PRERENDERED)
  })

  it('are each matched by the route they were made for, never by the catch-all', () => {
    const router = createAppRouter()
    for (const { pattern, paths } of prerenderedRoutes()) {
      for (const path of paths) {
        const leaf = router.matchRoutes(path).at(-1)
        expect(leaf?.fullPath, path).toBe(pattern)
      }
    }
  })

  it('are unique, one per static route and one per content slug of each detail route', () => {
    const paths = prerenderPaths()
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toContain('/404')
    expect(paths.filter((path) => path.startsWith('/blog-single/')).length).toBeGreaterThan(0)
  })

  it('refuse a parameterised route that has no slug list', () => {
    expect(() =>
      expandPatterns(['/about', '/volunteer-single/$slug'], { '/cause-single/$slug': () => ['a'] }),
    ).toThrow('Route /volunteer-single/$slug has a parameter but no entry in detailSlugs')
  })

  it('expand a detail pattern once per slug and leave static patterns as they are', () => {
    expect(
      expandPatterns(['/about', '/cause-single/$slug', '/$'], {
        '/cause-single/$slug': () => ['water', 'a b'],
        '/$': null,
      }),
    ).toEqual([
      { pattern: '/about', paths: ['/about'] },
      { pattern: '/cause-single/$slug', paths: ['/cause-single/water', '/cause-single/a%20b'] },
      { pattern: '/$', paths: [] },
    ])
  })
})

describe('navigation', () => {
  it('links only to prerendered pages, and the sitemap leaves out only prerendered pages', () => {
    const pages = new Set(prerenderPaths())
    const targets = [
      ...mainNav,
      ...footerColumns.flatMap((column): readonly NavLink[] => column.links),
    ].map((link) => link.to)
    for (const path of [...targets, ...notInSitemap]) expect(pages, path).toContain(path)
  })
})
