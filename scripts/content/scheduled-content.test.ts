import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEXT_PUBLISH_QUERY, queryContent } from './query-content.ts'
import { readDataset } from './sample-dataset.ts'
import { loadSiteContent } from './site-content.ts'

// The build's moment (SOURCE_DATE_EPOCH), and a post and an event scheduled after it.
const MOMENT = Date.parse('2026-11-20T16:00:00Z')
const LATER = '2026-11-26T15:00:00.000Z'
const EVEN_LATER = '2026-12-01T15:00:00.000Z'

function datasetWithSchedules() {
  const documents = readDataset()
  const post = documents.find((document) => document._type === 'post')
  const event = documents.find((document) => document._type === 'event')
  if (!post || !event) throw new Error('the sample dataset has posts and events')
  return {
    documents: documents.map((document) =>
      document === post
        ? { ...document, publishAt: LATER }
        : document === event
          ? { ...document, publishAt: EVEN_LATER }
          : document,
    ),
    post,
    event,
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('a post or event scheduled for later', () => {
  it('is left out of the content until its publish time, and its time is recorded', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', String(MOMENT / 1000))
    const { documents, post, event } = datasetWithSchedules()
    const source = { kind: 'sample', documents } as const
    const { content } = await loadSiteContent(source)
    const postIds = content.blog.en.posts.map((p) => p.id)
    expect(postIds).not.toContain(post._id)
    expect(content.events.en.map((e) => e.id)).not.toContain(event._id)
    expect(await queryContent(source, NEXT_PUBLISH_QUERY)).toBe(LATER)
  })

  it('is in the content once the build runs after its time', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse(LATER) / 1000))
    const { documents, post, event } = datasetWithSchedules()
    const source = { kind: 'sample', documents } as const
    const { content } = await loadSiteContent(source)
    expect(content.blog.en.posts.map((p) => p.id)).toContain(post._id)
    expect(content.events.en.map((e) => e.id)).not.toContain(event._id)
    expect(await queryContent(source, NEXT_PUBLISH_QUERY)).toBe(EVEN_LATER)
  })
})
