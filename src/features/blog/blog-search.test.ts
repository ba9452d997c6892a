import { blog } from 'virtual:content/post-list'
import { describe, expect, it } from 'vitest'
import { parseQuery, queryTerms, searchPosts } from './blog-search'

const sample = [
  { title: 'Why we never turn away day-old bread', excerpt: 'Bakeries bake too much.' },
  { title: 'Lunchboxes for the holidays', excerpt: 'Packed with rescued BREAD and fruit.' },
  { title: 'Crème de la crème', excerpt: 'A fridge full of yogurt.' },
]

describe('searchPosts', () => {
  it('returns every post, in order, for a blank query', () => {
    expect(searchPosts(sample, '')).toEqual(sample)
    expect(searchPosts(sample, '   ')).toEqual(sample)
  })

  it('matches the title or the excerpt, ignoring case', () => {
    expect(searchPosts(sample, 'Bread')).toEqual([sample[0], sample[1]])
    expect(searchPosts(sample, 'yogurt')).toEqual([sample[2]])
  })

  it('needs every word of the query to appear somewhere in title or excerpt', () => {
    expect(searchPosts(sample, 'bread fruit')).toEqual([sample[1]])
    expect(searchPosts(sample, 'bread yogurt')).toEqual([])
  })

  it('ignores accents', () => {
    expect(searchPosts(sample, 'creme')).toEqual([sample[2]])
  })

  it('returns nothing when no post matches', () => {
    expect(searchPosts(sample, 'zebra')).toEqual([])
  })

  it('searches the real posts', () => {
    const found = searchPosts(blog.posts, 'fridge')
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(blog.posts.length)
    for (const post of found)
      expect(`${post.title} ${post.excerpt}`.toLowerCase()).toContain('fridge')
  })
})

describe('queryTerms', () => {
  it('splits on any whitespace', () => {
    expect(queryTerms('  Day-old\tBREAD  ')).toEqual(['day-old', 'bread'])
  })
})

describe('parseQuery', () => {
  it('keeps a trimmed, non-empty text and accepts numbers the router parsed', () => {
    expect(parseQuery(' bread ')).toBe('bread')
    expect(parseQuery(2024)).toBe('2024')
  })

  it('drops blanks and anything else', () => {
    expect(parseQuery('')).toBeUndefined()
    expect(parseQuery('  ')).toBeUndefined()
    expect(parseQuery({ q: 1 })).toBeUndefined()
    expect(parseQuery(undefined)).toBeUndefined()
  })
})
