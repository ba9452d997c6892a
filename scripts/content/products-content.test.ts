import { describe, expect, it } from 'vitest'
import { products } from './products-content.ts'
import { readDataset } from './sample-dataset.ts'
import { loadContent } from './site-content.ts'

const sample = readDataset().filter((document) => document._type === 'product')
const notebook = sample.find((document) => document._id === 'product-20')
if (!notebook) throw new Error('the sample dataset has product-20')

describe('products as the build shapes them', () => {
  it('price in whole cents what editors write in dollars and cents', async () => {
    const documents = [{ ...notebook, price: 10.1, formerPrice: 12.3 }]
    const { en } = (await loadContent({ kind: 'sample', documents }, { products })).products
    expect(en[0]).toMatchObject({ id: 'product-20', priceCents: 1010, oldPriceCents: 1230 })
  })

  it('refuse a former price that is not higher than the price, naming the document', async () => {
    const documents = [{ ...notebook, price: 9.99, formerPrice: 9.99 }]
    await expect(loadContent({ kind: 'sample', documents }, { products })).rejects.toThrow(
      'Content: product "product-20": formerPrice: Former price: higher than the price',
    )
  })
})
