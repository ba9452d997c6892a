import { describe, expect, it } from 'vitest'
import { blog, postTexts, SIDEBAR_TAGS } from './post-content.ts'
import type { ContentSource } from './query-content.ts'
import { type DatasetDocument, readDataset } from './sample-dataset.ts'
import { loadContent } from './site-content.ts'

const sample = readDataset()
const categories = sample.filter((document) => document._type === 'postCategory')
const samplePost = sample.find((document) => document._type === 'post')
if (!samplePost) throw new Error('The sample dataset has no post')

/** A post like the sample's, with its own id, slug, date, tags and Spanish. */
function post(id: string, date: string, tags: string[], spanish = true) {
  const {
    title: _title,
    body,
    ...rest
  } = samplePost as DatasetDocument & {
    body: { en: unknown[] }
  }
  return {
    ...rest,
    _id: id,
    slug: { _type: 'slug', current: id },
    date,
    title: spanish ? { en: `Post ${id}`, es: `Entrada ${id}` } : { en: `Post ${id}` },
    body: spanish ? body : { en: body.en },
    tags: tags.map((tag) => ({ en: tag, es: `${tag} (es)` })),
  }
}

async function blogOf(documents: Record<string, unknown>[]) {
  const source: ContentSource = {
    kind: 'sample',
    documents: [...categories, ...(documents as DatasetDocument[])],
  }
  return loadContent(source, { blog, postBodies: postTexts })
}

describe('the blog from the dataset', () => {
  it('lists posts newest first, whatever order they were published in', async () => {
    const { blog } = await blogOf([
      post('middle', '2026-03-01', []),
      post('oldest', '2025-12-31', []),
      post('newest', '2026-10-02', []),
    ])
    expect(blog.en.posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'oldest'])
    expect(blog.es.posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'oldest'])
  })

  it('derives the sidebar tags: those two or more posts share, the most shared first', async () => {
    const { blog } = await blogOf([
      post('a', '2026-03-01', ['Bread', 'Fridge']),
      post('b', '2026-02-01', ['Fridge', 'Once']),
      post('c', '2026-01-01', ['Bread', 'Fridge']),
    ])
    expect(blog.en.tags).toEqual(['Fridge', 'Bread'])
    expect(blog.es.tags).toEqual(['Fridge (es)', 'Bread (es)'])
  })

  it('lists at most SIDEBAR_TAGS tags, the most shared', async () => {
    const tags = Array.from({ length: SIDEBAR_TAGS + 3 }, (_, index) => `Tag ${index}`)
    const { blog } = await blogOf([
      post('a', '2026-03-01', tags),
      post('b', '2026-02-01', tags),
      post('c', '2026-01-01', ['Tag 14']),
    ])
    expect(blog.en.tags).toEqual(['Tag 14', ...tags.slice(0, SIDEBAR_TAGS - 1)])
  })

  it('counts each category’s posts and keeps the categories’ order', async () => {
    const { blog } = await blogOf([post('a', '2026-03-01', []), post('b', '2026-02-01', [])])
    const { category } = blog.en.posts[0] ?? {}
    expect(blog.en.categories.map((c) => c.name)).toEqual(
      [...categories]
        .sort((x, y) => Number(x.order) - Number(y.order))
        .map((c) => (c.title as { en: string }).en),
    )
    expect(blog.en.categories.find((c) => c.name === category)?.count).toBe(2)
  })

  it('shows a post without Spanish in English on Spanish pages, saying which fields', async () => {
    const { blog, postBodies } = await blogOf([post('plain', '2026-03-01', [], false)])
    expect(blog.es.posts[0]?.title).toBe('Post plain')
    expect(blog.es.posts[0]?.englishOnly).toEqual(['title'])
    expect(postBodies.plain?.es.body).toEqual(postBodies.plain?.en.body)
    expect(postBodies.plain?.es.englishOnly).toEqual(['body'])
    expect(postBodies.plain?.en.englishOnly).toBeUndefined()
  })
})
