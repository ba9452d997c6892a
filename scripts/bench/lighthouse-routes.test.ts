import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { prerenderedRoutes } from '../../src/prerender-paths'
import {
  auditedRoutes,
  BARS,
  LAST_FIGURES,
  nearABar,
  REPRESENTED_BY,
  RUNS_NEAR_A_BAR,
  RUNS_OTHERWISE,
  SPANISH_PATTERNS,
} from './lighthouse-routes'

const routes = [
  { pattern: '/', paths: ['/'] },
  { pattern: '/home-2', paths: ['/home-2'] },
  { pattern: '/about', paths: ['/about'] },
  { pattern: '/$', paths: [] },
  { pattern: '/404', paths: ['/404'] },
  { pattern: '/shop', paths: ['/shop'] },
  { pattern: '/product-single/$slug', paths: ['/product-single/a', '/product-single/b'] },
]
const none = { representedBy: {}, spanishPatterns: [], lastFigures: {} }

describe('the routes Lighthouse audits', () => {
  it('takes one URL per pattern, the first slug of a detail pattern, one run each', () => {
    expect(auditedRoutes(routes, none)).toEqual([
      { pattern: '/', path: '/', runs: 1 },
      { pattern: '/home-2', path: '/home-2', runs: 1 },
      { pattern: '/about', path: '/about', runs: 1 },
      { pattern: '/shop', path: '/shop', runs: 1 },
      { pattern: '/product-single/$slug', path: '/product-single/a', runs: 1 },
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
        { pattern: '/ (es)', path: '/es', runs: 1 },
        { pattern: '/shop (es)', path: '/es/shop', runs: 1 },
      ]),
    )
    expect(audited.map((route) => route.path)).not.toEqual(expect.arrayContaining(['/', '/shop']))
    expect(audited).toHaveLength(auditedRoutes(routes, none).length)
  })

  it('gives 3 runs, first, to a page whose last figure was within 20% of a bar', () => {
    const lastFigures = {
      '/shop': { lcpMs: 2000 },
      '/about': { blockingMs: 159, fcpMs: 1439, lcpMs: 1999, cls: 0.079 },
      '/ (es)': { cls: 0.08 },
    }
    const audited = auditedRoutes(routes, { ...none, spanishPatterns: ['/'], lastFigures })
    expect(audited.filter((route) => route.runs === RUNS_NEAR_A_BAR)).toEqual([
      { pattern: '/ (es)', path: '/es', runs: 3 },
      { pattern: '/shop', path: '/shop', runs: 3 },
    ])
    expect(audited.find((route) => route.pattern === '/about')?.runs).toBe(RUNS_OTHERWISE)
  })
})

describe('near a bar', () => {
  it('is at or over 80% of the bar on any figure', () => {
    expect(nearABar({ blockingMs: 160 })).toEqual(['blockingMs'])
    expect(nearABar({ fcpMs: 1440, lcpMs: 2000, cls: 0.08 })).toEqual(['fcpMs', 'lcpMs', 'cls'])
    expect(nearABar({ fcpMs: 1439, lcpMs: 1999, cls: 0.079, blockingMs: 159 })).toEqual([])
    expect(nearABar({})).toEqual([])
  })

  it("holds the same bars as lighthouserc.json's assertions", () => {
    const { assertions } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.assert
    expect(assertions['first-contentful-paint'][1].maxNumericValue).toBe(BARS.fcpMs)
    expect(assertions['largest-contentful-paint'][1].maxNumericValue).toBe(BARS.lcpMs)
    expect(assertions['cumulative-layout-shift'][1].maxNumericValue).toBe(BARS.cls)
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

  it('is about 15 runs before re-measures (about 19 s each on CI), 3 only for the pages near a bar', () => {
    const runs = audited.reduce((sum, route) => sum + route.runs, 0)
    expect(runs).toBeLessThanOrEqual(20)
    for (const route of audited) {
      const near = nearABar(LAST_FIGURES[route.pattern] ?? {}).length > 0
      expect(route.runs).toBe(near ? RUNS_NEAR_A_BAR : RUNS_OTHERWISE)
    }
  })
})
