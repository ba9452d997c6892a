import { blog } from 'virtual:content/post-list'
import { describe, expect, it } from 'vitest'
import { paginate, parsePage } from './pagination'

const { posts } = blog

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

describe('paginate', () => {
  it('splits the nine posts into pages 1 to 3 of three', () => {
    const pages = [1, 2, 3].map((n) => paginate(posts, n))
    expect(pages.map((p) => p.pageCount)).toEqual([3, 3, 3])
    expect(pages.flatMap((p) => p.items)).toEqual(posts)
    for (const p of pages) expect(p.items).toHaveLength(3)
  })

  it('gives a short last page', () => {
    expect(paginate(letters, 3)).toEqual({ items: ['g'], page: 3, pageCount: 3 })
  })

  it('clamps a page past the end to the last page and below 1 to the first', () => {
    expect(paginate(letters, 9).page).toBe(3)
    expect(paginate(letters, 0).page).toBe(1)
    expect(paginate(letters, -4).items).toEqual(['a', 'b', 'c'])
    expect(paginate(letters, Number.NaN).page).toBe(1)
  })

  it('counts pages from a total the list does not hold yet (the posts still to load)', () => {
    expect(paginate(letters.slice(0, 3), 1, 500)).toEqual({
      items: ['a', 'b', 'c'],
      page: 1,
      pageCount: 167,
    })
    expect(paginate(letters.slice(0, 3), 40, 500)).toEqual({
      items: [],
      page: 40,
      pageCount: 167,
    })
  })

  it('has one empty page for an empty list', () => {
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1 })
  })
})

describe('parsePage', () => {
  it('reads whole numbers above 1 from numbers or digit strings', () => {
    expect(parsePage(2)).toBe(2)
    expect(parsePage('3')).toBe(3)
  })

  it('treats 1, junk and missing values as the first page (left out of the URL)', () => {
    for (const raw of [1, '1', 0, -2, 2.5, 'two', '', null, undefined, {}]) {
      expect(parsePage(raw)).toBeUndefined()
    }
  })
})
