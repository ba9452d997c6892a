import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../src/content-schema/index.ts'
import { checkAgainstSchema, type SchemaField } from './check-against-schema.ts'
import { contentSource } from './query-content.ts'
import { readDataset } from './sample-dataset.ts'
import { loadSiteContent } from './site-content.ts'

const types = schemaTypes as readonly SchemaField[]
const documents = readDataset()

describe('the sample dataset', () => {
  it.each(documents.map((document) => [`${document._type} ${document._id}`, document] as const))(
    '%s has every required field, each of its schema type',
    (_name, document) => {
      expect(checkAgainstSchema(document, types)).toEqual([])
    },
  )

  it('passes the build’s own validation, with Spanish where the Spanish pages need it', async () => {
    const { content, images } = await loadSiteContent(contentSource(null))
    expect(images).toEqual([])
    expect(content.events.en.length).toBe(documents.filter((d) => d._type === 'event').length)
    expect(content.events.es[0]?.title).not.toBe(content.events.en[0]?.title)
    expect(content.organisation.es.tagline).not.toBe(content.organisation.en.tagline)
    expect(content.reports.length).toBe(documents.filter((d) => d._type === 'report').length)
  })
})

describe('checkAgainstSchema', () => {
  const event = documents.find((document) => document._type === 'event')
  if (!event) throw new Error('The sample dataset has no event')

  it('names a required field that is missing, and a value of the wrong type', () => {
    const { address: _address, ...withoutAddress } = event
    expect(checkAgainstSchema({ ...withoutAddress, date: 'soon' }, types)).toEqual([
      'date: should be a date',
      'address: Street address is required',
    ])
  })

  it('names a required field of a nested type (the English of a title) and an unknown field', () => {
    const problems = checkAgainstSchema(
      { ...event, title: { es: 'Sólo español' }, extra: 1 },
      types,
    )
    expect(problems).toEqual([
      'extra: is not in the schema',
      'title.en: The English text is required',
    ])
  })
})
