import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../src/content-schema/index.ts'
import { checkAgainstSchema, type SchemaField } from './check-against-schema.ts'
import { generateDataset, writeDataset } from './generate-dataset.ts'
import { readDataset } from './sample-dataset.ts'
import { loadSiteContent } from './site-content.ts'

const MOMENT = Date.UTC(2026, 10, 27, 20)
const options = { posts: 14, events: 12, moment: MOMENT, seed: 38 }
const sample = readDataset()
const readImage = (reference: string) => `<svg width="600" height="420">${reference}</svg>`

describe('the generated dataset', () => {
  it('adds posts and events up to the counts asked, each with a picture of its own bytes', () => {
    const { documents, images } = generateDataset(
      sample,
      { ...options, posts: 500, events: 100 },
      readImage,
    )
    expect(documents.filter((d) => d._type === 'post')).toHaveLength(500)
    expect(documents.filter((d) => d._type === 'event')).toHaveLength(100)
    const added = 500 + 100 - sample.filter((d) => ['post', 'event'].includes(d._type)).length
    expect(images).toHaveLength(added)
    expect(new Set(images.map((image) => image.source)).size).toBe(added)
  })

  it('is the same for the same seed', () => {
    const once = JSON.stringify(generateDataset(sample, options, readImage))
    expect(JSON.stringify(generateDataset(sample, options, readImage))).toBe(once)
  })

  it('passes the schema check and the build’s validation, events before and after the moment', async () => {
    const file = writeDataset(mkdtempSync(join(tmpdir(), 'large-dataset-')), options)
    const documents = readDataset(file)
    for (const document of documents) {
      expect(checkAgainstSchema(document, schemaTypes as readonly SchemaField[])).toEqual([])
    }
    const { content, images } = await loadSiteContent({ kind: 'sample', path: file, documents })
    expect(content.blog.en.posts).toHaveLength(14)
    expect(content.blog.es.posts[13]?.title).not.toBe(content.blog.en.posts[13]?.title)
    expect(images.length).toBe(14 + 12 - 9 - 8)
    const today = new Date(MOMENT).toISOString().slice(0, 10)
    const dates = content.events.en.map((event) => event.date)
    expect(dates.some((date) => date < today)).toBe(true)
    expect(dates.some((date) => date > today)).toBe(true)
  })
})
