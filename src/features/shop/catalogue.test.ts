import { byLocale, products } from 'virtual:content/products'
import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { lineTitle, orderSnapshot, productById, productBySlug, shopProducts } from './catalogue'

const spanishProducts = byLocale.es.products
const [first] = products as [(typeof products)[number]]
const [primero] = spanishProducts as [(typeof spanishProducts)[number]]

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

describe('the shop catalogue in the page’s language', () => {
  it('gives English products on English pages', () => {
    expect(shopProducts()).toBe(products)
    expect(productById(first.id)?.title).toBe(first.title)
    expect(productBySlug(first.slug)?.title).toBe(first.title)
  })

  it('gives the Spanish products on Spanish pages: same id, slug, price and picture', () => {
    activateLocale('es', pageCatalog('es'), '')
    expect(shopProducts()).toBe(spanishProducts)
    const byId = productById(first.id)
    const bySlug = productBySlug(first.slug)
    expect(byId?.title).toBe(primero.title)
    expect(byId?.title).not.toBe(first.title)
    expect(bySlug).toBe(byId)
    expect(byId).toMatchObject({
      slug: first.slug,
      priceCents: first.priceCents,
      image: { src: first.image.src },
    })
    expect(productBySlug('no-such-product')).toBeUndefined()
  })

  it('keeps an order’s own title in English whatever the page, and names lines in the page’s language', () => {
    activateLocale('es', pageCatalog('es'), '')
    const snapshot = orderSnapshot(first.id)
    expect(snapshot).toEqual({
      title: first.title,
      imageSrc: first.image.src,
      priceCents: first.priceCents,
    })
    expect(lineTitle({ productId: first.id, title: first.title })).toBe(primero.title)
    // A product no longer sold, or a line Stripe added: the name the order kept.
    expect(lineTitle({ productId: 'product-gone', title: 'Old Mug' })).toBe('Old Mug')
    expect(lineTitle({ productId: null, title: 'Shipping' })).toBe('Shipping')
  })
})
