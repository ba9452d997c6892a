import { describe, expect, it } from 'vitest'
import { campaigns, causes } from './causes-content.ts'
import { readDataset } from './sample-dataset.ts'
import { loadContent } from './site-content.ts'

/** The sample dataset with some documents changed. */
function sampleWith(change: (document: Record<string, unknown>) => void) {
  const documents = readDataset().map((document) => structuredClone(document))
  for (const document of documents) change(document)
  return { kind: 'sample' as const, documents }
}

describe('causes and campaigns', () => {
  it('turn the dollars editors write into cents, and work out the bar from them', async () => {
    const source = sampleWith((document) => {
      if (document._id !== 'campaign-holiday-lunch-packs') return
      document.goal = 1234.5
      document.raised = 411.5
    })
    const { en } = (await loadContent(source, { campaigns })).campaigns
    expect(en[0]).toMatchObject({ goalCents: 123450, raisedCents: 41150, progress: 33 })
  })

  it('are listed by their position, whatever order the documents come in', async () => {
    const source = sampleWith((document) => {
      if (document._type === 'cause') document.order = 10 - Number(document.order)
    })
    const { en } = (await loadContent(source, { causes })).causes
    expect(en.map((cause) => cause.slug).slice(0, 2)).toEqual([
      'Policy-Change-Food-Insecurity',
      'Zero-Waste-Food',
    ])
  })

  it('fail the build on an amount that is not a number, naming the cause', async () => {
    const source = sampleWith((document) => {
      if (document._id === 'cause-zero-waste-food') document.raised = 'lots'
    })
    await expect(loadContent(source, { causes })).rejects.toThrow(
      'Content: cause "cause-zero-waste-food": raised',
    )
  })
})
