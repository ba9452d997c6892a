import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../src/content-schema/index.ts'
import { DECLARATIONS_FILE } from './content-modules.ts'
import { contentSource } from './query-content.ts'
import { loaders } from './registry.ts'
import { readDataset } from './sample-dataset.ts'
import { declarationsFile, loadSiteContent } from './site-content.ts'

/** The sample dataset with one document changed. */
function sampleWith(id: string, change: (document: Record<string, unknown>) => void) {
  const documents = readDataset().map((document) => structuredClone(document))
  const document = documents.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`No document ${id}`)
  change(document)
  return { kind: 'sample' as const, documents }
}

describe('the build’s content check, by the schema’s own rules', () => {
  it('fails on a missing required field, naming the document and the field', async () => {
    const source = sampleWith('event-3', (event) => {
      delete (event.title as Record<string, unknown>).en
    })
    await expect(loadSiteContent(source)).rejects.toThrow(
      'Content: event "event-3": title.en: The English text is required',
    )
  })

  it('fails on a malformed value and on a picture without its description', async () => {
    const badPhone = sampleWith('organisation', (organisation) => {
      organisation.email = 'not an address'
    })
    await expect(loadSiteContent(badPhone)).rejects.toThrow(
      'Content: organisation "organisation": email: E-mail: a full address',
    )
    const noAlt = sampleWith('event-1', (event) => {
      delete (event.image as Record<string, unknown>).alt
    })
    await expect(loadSiteContent(noAlt)).rejects.toThrow(
      'Content: event "event-1": image.alt: Picture: describe the picture in a short sentence',
    )
  })

  it('fails on a rule between two fields: a notice that ends before it starts', async () => {
    const source = sampleWith('notice-no-packing-thanksgiving-sunday', (notice) => {
      notice.endsAt = notice.startsAt
    })
    await expect(loadSiteContent(source)).rejects.toThrow(
      'Content: notice "notice-no-packing-thanksgiving-sunday": endsAt: Ends must be after Starts',
    )
  })

  it('fails when the one organisation document is missing', async () => {
    const documents = readDataset().filter((document) => document._type !== 'organisation')
    await expect(loadSiteContent({ kind: 'sample', documents })).rejects.toThrow(
      'Content: there is no organisation document; publish one',
    )
  })

  it('shows the English where the Spanish is missing', async () => {
    const source = sampleWith('event-2', (event) => {
      delete (event.summary as Record<string, unknown>).es
    })
    const { content } = await loadSiteContent(source)
    const english = content.events.en.find((event) => event.id === 'event-2')
    const spanish = content.events.es.find((event) => event.id === 'event-2')
    expect(spanish?.summary).toBe(english?.summary)
    expect(spanish?.title).not.toBe(english?.title)
  })

  it('reads the same content through GROQ as the sample dataset holds', async () => {
    const { content } = await loadSiteContent(contentSource(null))
    expect(content.events.en.map((event) => event.date)).toEqual(
      [...content.events.en.map((event) => event.date)].sort(),
    )
    expect(content.foodHelp.en.location).toEqual({ latitude: 33.975, longitude: -117.38 })
  })
})

describe('the registry', () => {
  it('reads only document types the Studio edits', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((t) => t.name)
    for (const [, loader] of loaders)
      expect(documentTypes).toEqual(expect.arrayContaining([...loader.types]))
  })

  it('has its modules declared as committed (the content plugin rewrites the file)', () => {
    expect(readFileSync(DECLARATIONS_FILE, 'utf8')).toBe(declarationsFile())
  })
})
