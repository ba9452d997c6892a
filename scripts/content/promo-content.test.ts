import { describe, expect, it } from 'vitest'
import { ImageResolver } from './content-images.ts'
import { loadPromo } from './promo-content.ts'
import { readDataset } from './sample-dataset.ts'

describe('the home page popup', () => {
  it('shows Spanish pages the Spanish picture, or the English one marked as English', async () => {
    const documents = readDataset()
    const both = await loadPromo({ kind: 'sample', documents }, new ImageResolver())
    expect(both.es.promoImage.src).toBe('/images/promo/sunday-packing.es.svg')
    expect(both.es.promoImage.englishOnly).toBeUndefined()

    const withoutSpanish = documents.map((document) => {
      if (document._type !== 'promo') return document
      const { spanishImage: _spanish, ...rest } = document
      return rest
    })
    const english = await loadPromo(
      { kind: 'sample', documents: withoutSpanish },
      new ImageResolver(),
    )
    expect(english.es.promoImage).toEqual({ ...english.en.promoImage, englishOnly: ['alt'] })
  })
})
