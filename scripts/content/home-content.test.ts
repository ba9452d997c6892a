import { describe, expect, it } from 'vitest'
import { type DatasetDocument, readDataset } from './sample-dataset.ts'
import { loadSiteContent } from './site-content.ts'

/** The sample dataset with some documents changed or left out. */
function sample(change: (documents: DatasetDocument[]) => DatasetDocument[]) {
  return {
    kind: 'sample' as const,
    documents: change(readDataset().map((d) => structuredClone(d))),
  }
}

const withDocument =
  (id: string, change: (document: Record<string, unknown>) => void) =>
  (documents: DatasetDocument[]) => {
    const document = documents.find((candidate) => candidate._id === id)
    if (!document) throw new Error(`No document ${id}`)
    change(document)
    return documents
  }

describe('the home page’s slides, tiles and counters', () => {
  it('come in the staff’s order, each strip apart, with {year} filled in', async () => {
    const source = sample((documents) => {
      withDocument('hero-slide-growing-together', (slide) => {
        slide.order = 1
      })(documents)
      return withDocument('feature-tile-donation', (tile) => {
        tile.order = 1
      })(documents)
    })
    const { content } = await loadSiteContent(source)
    expect(content.heroSlides.en.map((slide) => slide.id)).toEqual([
      'hero-slide-growing-together',
      'hero-slide-rescued-food-table',
      'hero-slide-community-fridge',
    ])
    expect(content.featureTiles.en.featureTiles.map((tile) => tile.title)).toEqual([
      'Donation',
      'Education',
      'Food',
      'Hope',
      'Welcome',
      'Children',
    ])
    expect(content.featureTiles.es.featureStrip.map((tile) => tile.title)).toEqual([
      'Educación',
      'Comida',
      'Esperanza humana',
    ])
    const year = content.organisation.en.foundedYear
    expect(content.funFacts.es[1]?.label).toBe(`Domingos de empaque desde ${year}`)
  })

  it('mark a tile still in English on the Spanish page', async () => {
    const source = sample(
      withDocument('feature-tile-hope', (tile) => {
        delete (tile.text as Record<string, unknown>).es
      }),
    )
    const tile = (await loadSiteContent(source)).content.featureTiles.es.featureTiles[2]
    expect(tile?.text).toBe(
      'A full fridge and a friendly face when the end of the month comes too soon.',
    )
    expect(tile?.englishOnly).toEqual(['text'])
  })

  it('fail the build without a slide, or with a counter of a figure the site does not work out', async () => {
    const noSlides = sample((documents) => documents.filter((d) => d._type !== 'heroSlide'))
    await expect(loadSiteContent(noSlides)).rejects.toThrow(
      'Content: there is no heroSlide document; publish one',
    )
    const unknownFigure = sample(
      withDocument('fun-fact-volunteers', (fact) => {
        fact.figure = 'donors'
      }),
    )
    await expect(loadSiteContent(unknownFigure)).rejects.toThrow(
      'Content: funFact "fun-fact-volunteers": figure: is not one of poundsRescued / sundaysOfPacking / volunteers / householdsEachSunday',
    )
  })
})
