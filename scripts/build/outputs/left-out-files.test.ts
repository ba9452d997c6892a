import { describe, expect, it } from 'vitest'
import { leftOutFiles, shownImagesIn } from './left-out-files'

const manifest = {
  'virtual:content/post/old': { file: 'assets/old-a1.js', isDynamicEntry: true },
  'virtual:content/post/new': { file: 'assets/new-b2.js', isDynamicEntry: true },
  'virtual:content/post-archive': { file: 'assets/post-archive-c3.js', isDynamicEntry: true },
}

describe('files the precache leaves out', () => {
  it('are the left-out posts’ text chunks, the older posts’ list and uploaded images no installed page shows', () => {
    expect(
      leftOutFiles({
        manifest,
        posts: ['old'],
        images: ['/images/sanity/aa.webp', '/images/sanity/bb.webp', '/images/blog/fixed.svg'],
        shownInstalled: new Set(['/images/sanity/bb.webp']),
      }),
    ).toEqual(['assets/old-a1.js', 'assets/post-archive-c3.js', 'images/sanity/aa.webp'])
  })

  it('fail the build for a post with no text chunk', () => {
    expect(() =>
      leftOutFiles({ manifest, posts: ['missing'], images: [], shownInstalled: new Set() }),
    ).toThrow('no chunk for virtual:content/post/missing')
  })

  it('read the images a page shows as it opens', () => {
    expect(
      shownImagesIn(
        '<img src="/images/a.svg" srcset="/images/b.webp 1x, /images/c.webp 2x"><div style="background:url(&quot;/images/d.svg&quot;)">',
      ),
    ).toEqual(['/images/a.svg', '/images/b.webp', '/images/c.webp', '/images/d.svg'])
  })

  it('leave out lazy images and the scripts’ data', () => {
    expect(
      shownImagesIn(
        '<img src="/images/sanity/first.svg" loading="eager"/>' +
          '<img src="/images/sanity/past.svg" alt="" width="600" loading="lazy" decoding="async"/>' +
          '<script>{"image":"/images/sanity/data.svg"}</script>',
      ),
    ).toEqual(['/images/sanity/first.svg'])
  })
})
