import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Blog, ByLocale, Post, PostEntry } from '../../src/content-modules/types.ts'
import { writeDataset } from './generate-dataset.ts'
import { readDataset } from './sample-dataset.ts'
import { contentModules, loadSiteContent } from './site-content.ts'

// Twenty posts: nine on the lists' first three pages, eleven older.
const file = writeDataset(mkdtempSync(join(tmpdir(), 'content-modules-')), {
  posts: 20,
  events: 8,
  moment: Date.UTC(2026, 10, 27, 20),
  seed: 38,
})
const { content } = await loadSiteContent({
  kind: 'sample',
  path: file,
  documents: readDataset(file),
})
const modules = contentModules(content)

/** A module's exports, evaluated as the bundle would (these have no imports). */
const evaluate = <T>(name: string): Promise<T> =>
  import(`data:text/javascript,${encodeURIComponent(modules[name] ?? '')}`) as Promise<T>

describe('the blog’s content modules', () => {
  it('post-list has the first pages’ posts and the count; post-archive the older ones', async () => {
    const { byLocale: list } = await evaluate<{ byLocale: ByLocale<{ blog: Blog }> }>('post-list')
    const { byLocale: archive } = await evaluate<{ byLocale: ByLocale<{ posts: Post[] }> }>(
      'post-archive',
    )
    for (const language of ['en', 'es'] as const) {
      expect(list[language].blog.posts).toEqual(content.blog[language].posts.slice(0, 9))
      expect(list[language].blog.postCount).toBe(20)
      expect(archive[language].posts).toEqual(content.blog[language].posts.slice(9))
    }
  })

  it('a post’s module has the post, its text and links to its neighbours', async () => {
    const posts = content.blog.es.posts
    const [newer, post, older] = posts.slice(9, 12) as [Post, Post, Post]
    const { byLocale } = await evaluate<{ byLocale: ByLocale<PostEntry> }>(`post/${post.slug}`)
    expect(byLocale.es).toEqual({
      post,
      text: content.postBodies[post.slug]?.es,
      previous: { slug: older.slug, title: older.title },
      next: { slug: newer.slug, title: newer.title },
    })
    const newest = posts[0] as Post
    const first = await evaluate<{ byLocale: ByLocale<PostEntry> }>(`post/${newest.slug}`)
    expect(first.byLocale.en.next).toBeUndefined()
    expect(first.byLocale.en.previous?.slug).toBe(posts[1]?.slug)
  })
})
