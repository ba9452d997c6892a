import { describe, expect, it } from 'vitest'
import { knownPaths } from '../../tests/fixtures/known-paths'
import { compactPages, isKnownPage } from './known-pages'

const paths = [
  '/',
  '/about',
  '/blog-single/a',
  '/blog-single/b',
  '/blog-single-fullwidth/a',
  '/blog-single-fullwidth/b',
  '/event-single/x',
  '/es',
  '/es/about',
  '/es/blog-single/a',
  '/es/blog-single/b',
  '/es/blog-single-fullwidth/a',
  '/es/blog-single-fullwidth/b',
  '/es/event-single/x',
]

describe('known pages', () => {
  it('keep each name once for the folders that share it, and expand to the same addresses', () => {
    const known = compactPages(paths)
    expect(known.groups).toContainEqual({
      folders: ['/blog-single', '/blog-single-fullwidth'],
      names: ['a', 'b'],
    })
    expect(new Set(knownPaths(known))).toEqual(new Set(paths))
  })

  it('know every page the build wrote, in either language, and nothing else', () => {
    const known = compactPages(paths)
    for (const path of [...paths, '/blog-single/a/', '/es/about/']) {
      expect(isKnownPage(known, path), path).toBe(true)
    }
    for (const path of ['/blog-single/c', '/event-single/a', '/abut', '/es/blog-single', '/x/a']) {
      expect(isKnownPage(known, path), path).toBe(false)
    }
  })

  it('refuse a page that exists in one language only', () => {
    expect(() => compactPages(['/about', '/es/about', '/only-english'])).toThrow(
      '/only-english has no page in es',
    )
  })
})
