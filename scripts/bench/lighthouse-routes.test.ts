import { describe, expect, it } from 'vitest'
import { prerenderedRoutes } from '../../src/prerender-paths'
import { auditedRoutes, REPRESENTED_BY, SPANISH_PATTERNS } from './lighthouse-routes'

const routes = [
  { pattern: '/', paths: ['/'] },
  { pattern: '/home-2', paths: ['/home-2'] },
  { pattern: '/about', paths: ['/about'] },
  { pattern: '/$', paths: [] },
  { pattern: '/404', paths: ['/404'] },
  { pattern: '/shop', paths: ['/shop'] },
  { pattern: '/product-single/$slug', paths: ['/product-single/a', '/product-single/b'] },
]
const none = { representedBy: {}, spanishPatterns: [] }

describe('the routes Lighthouse audits', () => {
  it('takes one URL per pattern, the first slug of a detail pattern', () => {
    expect(auditedRoutes(routes, none)).toEqual([
      { pattern: '/', path: '/' },
      { pattern: '/home-2', path: '/home-2' },
      { pattern: '/about', path: '/about' },
      { pattern: '/shop', path: '/shop' },
      { pattern: '/product-single/$slug', path: '/product-single/a' },
    ])
  })

  it('leaves out the catch-all, which has no page, and the patterns excluded with a reason', () => {
    const paths = auditedRoutes(routes, none).map((route) => route.path)
    expect(paths).not.toContain('/404')
    expect(auditedRoutes(routes, { ...none, notAudited: {} }).map((r) => r.path)).toContain('/404')
  })

  it('measures a family member through its representative only', () => {
    const audited = auditedRoutes(routes, { ...none, representedBy: { '/home-2': '/' } })
    expect(audited.map((route) => route.pattern)).toEqual([
      '/',
      '/about',
      '/shop',
      '/product-single/$slug',
    ])
  })

  it('fails when a family has no audited representative', () => {
    expect(() => auditedRoutes(routes, { ...none, representedBy: { '/home-2': '/home' } })).toThrow(
      /\/home-2/,
    )
    // A representative that is itself represented would leave the family unaudited too.
    expect(() =>
      auditedRoutes(routes, { ...none, representedBy: { '/home-2': '/', '/': '/about' } }),
    ).toThrow(/\/home-2/)
  })

  it('audits the Spanish patterns in Spanish instead of English, once each', () => {
    const audited = auditedRoutes(routes, { ...none, spanishPatterns: ['/', '/shop'] })
    expect(audited).toEqual(
      expect.arrayContaining([
        { pattern: '/ (es)', path: '/es' },
        { pattern: '/shop (es)', path: '/es/shop' },
      ]),
    )
    expect(audited.map((route) => route.path)).not.toEqual(expect.arrayContaining(['/', '/shop']))
    expect(audited).toHaveLength(auditedRoutes(routes, none).length)
  })
})

describe('the real route tree', () => {
  const real = prerenderedRoutes()
  const audited = auditedRoutes(real)
  const patterns = audited.map((route) => route.pattern)

  it('audits every page pattern, or its family representative', () => {
    const pagePatterns = real.filter((route) => route.paths.length > 0).map((r) => r.pattern)
    for (const pattern of pagePatterns.filter((p) => p !== '/404')) {
      const audit = REPRESENTED_BY[pattern] ?? pattern
      expect(patterns).toContain(SPANISH_PATTERNS.includes(audit) ? `${audit} (es)` : audit)
    }
    expect(patterns).toEqual(expect.arrayContaining(['/', '/events', '/blog-single/$slug']))
    expect(patterns).not.toEqual(
      expect.arrayContaining(['/home', '/home-2', '/home-3', '/blog', '/cart']),
    )
    expect(patterns).toEqual(expect.arrayContaining(SPANISH_PATTERNS.map((p) => `${p} (es)`)))
    expect(audited.map((route) => route.path)).toContain('/es/get-help')
  })

  it('is at most 20 runs before re-measures (about 19 s each on CI)', () => {
    expect(audited.length).toBeLessThanOrEqual(20)
  })
})
