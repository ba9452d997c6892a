import { blog } from 'virtual:content/post-list'
import { describe, expect, it, vi } from 'vitest'
import { leftOutImages, leftOutPosts } from './installed-pages'
import { prerenderedRoutes } from './prerender-paths'

// A blog with more posts than its lists' first pages: the older ones are in the archive module,
// which every rule of the install must read too.
vi.mock('virtual:content/post-archive', async () => {
  const { blog: listed } = await import('virtual:content/post-list')
  const [template] = listed.posts
  if (!template) throw new Error('The sample has no post')
  const old = {
    ...template,
    slug: 'an-archived-post',
    image: { ...template.image, src: '/images/sanity/archived.svg' },
    wideImage: { ...template.wideImage, src: '/images/sanity/archived-wide.svg' },
  }
  return { posts: [old], byLocale: { en: { posts: [old] }, es: { posts: [old] } } }
})

describe('the install at more posts than the lists’ first pages', () => {
  it('leaves out the archived posts, their text and their images', () => {
    expect(blog.posts.some((post) => post.slug === 'an-archived-post')).toBe(false)
    expect(
      prerenderedRoutes().find((route) => route.pattern === '/blog-single/$slug')?.paths,
    ).toContain('/blog-single/an-archived-post')
    expect(leftOutPosts()).toContain('an-archived-post')
    expect(leftOutImages()).toEqual(
      expect.arrayContaining(['/images/sanity/archived.svg', '/images/sanity/archived-wide.svg']),
    )
  })
})
