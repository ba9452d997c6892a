import { describe, expect, it } from 'vitest'
import { prerenderedRoutes } from '../src/prerender-paths'
import {
  auditedRoutes,
  KEY_PATTERNS,
  RUNS_FOR_KEY_PAGES,
  SPANISH_KEY_PATTERNS,
} from './lighthouse-routes'

const routes = [
  { pattern: '/', paths: ['/'] },
  { pattern: '/about', paths: ['/about'] },
  { pattern: '/$', paths: [] },
  { pattern: '/404', paths: ['/404'] },
  { pattern: '/shop', paths: ['/shop'] },
  { pattern: '/product-single/$slug', paths: ['/product-single/a', '/product-single/b'] },
]

describe('the routes Lighthouse audits', () => {
  it('takes one URL per pattern, the first slug of a detail pattern, key pages first', () => {
    expect(auditedRoutes(routes, ['/', '/product-single/$slug', '/shop'], undefined, [])).toEqual([
      { pattern: '/', path: '/', runs: 3 },
      { pattern: '/product-single/$slug', path: '/product-single/a', runs: 3 },
      { pattern: '/shop', path: '/shop', runs: 3 },
      { pattern: '/about', path: '/about', runs: 1 },
    ])
  })

  it('leaves out the catch-all, which has no page, and the patterns excluded with a reason', () => {
    const paths = auditedRoutes(routes, ['/'], undefined, []).map((route) => route.path)
    expect(paths).not.toContain('/404')
    expect(paths).toHaveLength(4)
    expect(auditedRoutes(routes, ['/'], {}, []).map((route) => route.path)).toContain('/404')
  })

  it('audits the Spanish twins of the Spanish key pages as key pages', () => {
    expect(auditedRoutes(routes, ['/'], undefined, ['/', '/shop']).slice(-2)).toEqual([
      { pattern: '/ (es)', path: '/es', runs: RUNS_FOR_KEY_PAGES },
      { pattern: '/shop (es)', path: '/es/shop', runs: RUNS_FOR_KEY_PAGES },
    ])
  })

  it('fails when a key page is not among the prerendered routes', () => {
    expect(() => auditedRoutes(routes, ['/', '/cart'])).toThrow(/\/cart/)
  })

  it('covers every prerendered page pattern of the real route tree, key pages 3 times', () => {
    const real = prerenderedRoutes()
    const audited = auditedRoutes(real)
    const pagePatterns = real.filter((route) => route.paths.length > 0).map((r) => r.pattern)
    const spanish = SPANISH_KEY_PATTERNS.map((pattern) => `${pattern} (es)`)
    expect(audited.map((route) => route.pattern).sort()).toEqual(
      [...pagePatterns.filter((pattern) => pattern !== '/404'), ...spanish].sort(),
    )
    expect(
      audited.filter((route) => route.runs === RUNS_FOR_KEY_PAGES).map((r) => r.pattern),
    ).toEqual([...KEY_PATTERNS, ...spanish])
    expect(audited.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/es', '/es/get-help']),
    )
    expect(audited.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/cart', '/checkout', '/order_received']),
    )
  })
})
