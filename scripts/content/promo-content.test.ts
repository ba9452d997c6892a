import { describe, expect, it } from 'vitest'
import { promo } from './promo-content.ts'
import { readDataset } from './sample-dataset.ts'
import { loadContent } from './site-content.ts'

describe('the home page popup', () => {
  it('shows Spanish pages the Spanish picture, or the English one marked as English', async () => {
    const documents = readDataset()
    const both = (await loadContent({ kind: 'sample', documents }, { promo })).promo
    expect(both.es.promoImage.src).toBe('/images/promo/sunday-packing.es.svg')
    expect(both.es.promoImage.englishOnly).toBeUndefined()

    const withoutSpanish = documents.map((document) => {
      if (document._type !== 'promo') return document
      const { spanishImage: _spanish, ...rest } = document
      return rest
    })
    const english = (await loadContent({ kind: 'sample', documents: withoutSpanish }, { promo }))
      .promo
    expect(english.es.promoImage).toEqual({ ...english.en.promoImage, englishOnly: ['alt'] })
  })
})
