import { describe, expect, test } from 'vitest'
import { countByLanguage, pagePathOf } from './bench-large'

describe('the large bench’s page count', () => {
  test('a page file’s path is the URL it answers', () => {
    expect(pagePathOf('index.html')).toBe('/')
    expect(pagePathOf('es/index.html')).toBe('/es')
    expect(pagePathOf('es.html')).toBe('/es')
    expect(pagePathOf('blog-single/a-post.html')).toBe('/blog-single/a-post')
  })

  test('pages are counted per language, /es and below as Spanish', () => {
    expect(countByLanguage(['/', '/blog', '/es', '/es/blog', '/es/blog-single/a', '/esx'])).toEqual(
      { en: 3, es: 3 },
    )
  })
})
