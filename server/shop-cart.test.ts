import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sampleCatalogue } from '../tests/fixtures/shop-catalogue'
import {
  CART_MESSAGES,
  type CheckedLine,
  checkCart as checkCartIn,
  shopLineItems,
} from './shop-cart'

/** What Stripe is asked to charge for the lines before shipping and tax. */
const cartSubtotalCents = (lines: CheckedLine[]) =>
  shopLineItems(lines).reduce(
    (sum, item) => sum + (item.price_data?.unit_amount ?? Number.NaN) * (item.quantity ?? 0),
    0,
  )

const catalogue = sampleCatalogue
const checkCart = (input: unknown) => checkCartIn(input, catalogue)
const [first, second] = catalogue
if (!first || !second) throw new Error('the catalogue needs two products')

describe('checkCart', () => {
  it('accepts product ids and quantities, and prices them from the catalogue', () => {
    const check = checkCart({
      items: [
        { productId: first.id, quantity: 2 },
        { productId: second.id, quantity: 1 },
      ],
    })
    if (!check.ok) throw new Error(check.message)
    expect(check.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ])
    expect(cartSubtotalCents(check.lines)).toBe(first.priceCents * 2 + second.priceCents)
  })

  it('ignores nothing: a price or name sent by the browser makes the line invalid', () => {
    const tampered = checkCart({
      items: [{ productId: first.id, quantity: 1, priceCents: 1 }],
    })
    expect(tampered).toEqual({
      ok: false,
      message: 'Unexpected field "priceCents": a cart line has only "productId" and "quantity".',
    })
  })

  it.each([
    ['no body', undefined, CART_MESSAGES.notAnOrder],
    ['a list', [], CART_MESSAGES.notAnOrder],
    ['items not a list', { items: 'all' }, CART_MESSAGES.notAnOrder],
    ['no items', {}, CART_MESSAGES.notAnOrder],
    [
      'an extra key',
      { items: [], total: 1 },
      'Unexpected field "total": an order has only "items" and "ui".',
    ],
    [
      'a __proto__ key',
      JSON.parse('{"__proto__": {"items": []}}'),
      'Unexpected field "__proto__": an order has only "items" and "ui".',
    ],
    [
      'a constructor key in a line',
      { items: [JSON.parse(`{"productId": "${first.id}", "quantity": 1, "constructor": 1}`)] },
      'Unexpected field "constructor": a cart line has only "productId" and "quantity".',
    ],
    [
      'a __proto__ key in a line',
      { items: [JSON.parse(`{"productId": "${first.id}", "quantity": 1, "__proto__": {}}`)] },
      'Unexpected field "__proto__": a cart line has only "productId" and "quantity".',
    ],
    ['an empty cart', { items: [] }, CART_MESSAGES.empty],
    [
      'an unknown product',
      { items: [{ productId: 'product-999', quantity: 1 }] },
      CART_MESSAGES.unknownProduct,
    ],
    [
      'a product id that is a prototype key',
      { items: [{ productId: 'constructor', quantity: 1 }] },
      CART_MESSAGES.unknownProduct,
    ],
    [
      'a quantity of 0',
      { items: [{ productId: first.id, quantity: 0 }] },
      CART_MESSAGES.badQuantity,
    ],
    [
      'a quantity of 100',
      { items: [{ productId: first.id, quantity: 100 }] },
      CART_MESSAGES.badQuantity,
    ],
    [
      'a fractional quantity',
      { items: [{ productId: first.id, quantity: 1.5 }] },
      CART_MESSAGES.badQuantity,
    ],
    [
      'a quantity as text',
      { items: [{ productId: first.id, quantity: '2' }] },
      CART_MESSAGES.badQuantity,
    ],
    ['a line that is not an object', { items: [first.id] }, CART_MESSAGES.badLine],
    [
      'the same product twice',
      {
        items: [
          { productId: first.id, quantity: 1 },
          { productId: first.id, quantity: 2 },
        ],
      },
      CART_MESSAGES.duplicate,
    ],
    [
      'more lines than the catalogue',
      {
        items: Array.from({ length: catalogue.length + 1 }, () => ({
          productId: first.id,
          quantity: 1,
        })),
      },
      CART_MESSAGES.tooMany(20),
    ],
  ])('refuses %s', (_name, body, message) => {
    expect(checkCart(body)).toEqual({ ok: false, message })
  })

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const check = checkCart(body)
        expect(typeof check.ok).toBe('boolean')
      }),
      { numRuns: 2000 },
    )
  })

  it('prices any valid cart at the catalogue prices, whatever else the lines are', () => {
    const line = fc.record({
      productId: fc.constantFrom(...catalogue.map((p) => p.id)),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(line, { selector: (l) => l.productId, minLength: 1 }), (items) => {
        const check = checkCart({ items })
        if (!check.ok) throw new Error(check.message)
        const expected = items.reduce((sum, item) => {
          const product = catalogue.find((p) => p.id === item.productId)
          return sum + (product?.priceCents ?? Number.NaN) * item.quantity
        }, 0)
        expect(cartSubtotalCents(check.lines)).toBe(expected)
      }),
    )
  })
})

describe('checkCart with the catalogue of the build being served', () => {
  const republished = [{ ...first, priceCents: 999 }]

  it('prices from the catalogue it is given, and knows only its products', () => {
    const check = checkCartIn({ items: [{ productId: first.id, quantity: 2 }] }, republished)
    if (!check.ok) throw new Error(check.message)
    expect(cartSubtotalCents(check.lines)).toBe(1998)
    expect(checkCartIn({ items: [{ productId: second.id, quantity: 1 }] }, republished)).toEqual({
      ok: false,
      message: CART_MESSAGES.unknownProduct,
    })
  })

  it('allows as many lines as that catalogue has products', () => {
    const two = { items: [first, second].map((p) => ({ productId: p.id, quantity: 1 })) }
    expect(checkCartIn(two, republished)).toEqual({
      ok: false,
      message: 'An order can hold at most 1 different products.',
    })
  })
})

describe('shopLineItems', () => {
  it('names and prices each line from the catalogue, in US cents', () => {
    const check = checkCart({ items: [{ productId: first.id, quantity: 3 }] })
    if (!check.ok) throw new Error(check.message)
    expect(shopLineItems(check.lines)).toEqual([
      {
        quantity: 3,
        price_data: {
          currency: 'usd',
          unit_amount: first.priceCents,
          product_data: { name: first.title, metadata: { productId: first.id } },
        },
      },
    ])
  })
})
