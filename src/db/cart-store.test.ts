import { describe, expect, it } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import { addToCart, oldestFirst, removeProduct, setLineQuantities, stepLine } from './cart-store'

const freshDb = testDatabaseFactory()

describe('addToCart', () => {
  it('appends a new line with quantity 1 by default', async () => {
    const db = freshDb()
    expect(await addToCart(db, { productId: 'a' }, 10)).toEqual({ kind: 'appended', qty: 1 })
    expect(await db.cartLines.get('a')).toEqual({ productId: 'a', qty: 1, addedAt: 10 })
  })

  it('merges a repeat add into the existing line: quantity rises by the amount', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 2 }, 10)
    expect(await addToCart(db, { productId: 'a', qty: 3 }, 20)).toEqual({ kind: 'merged', qty: 5 })
    expect(await db.cartLines.toArray()).toEqual([{ productId: 'a', qty: 5, addedAt: 10 }])
  })

  it('keeps the colour and size an older line carries when the product is added again', async () => {
    const db = freshDb()
    // Written by an earlier version, whose lines had these fields.
    await db.table('cartLines').add({
      productId: 'a',
      qty: 1,
      selectedColor: 'red',
      selectedSize: 'S',
      addedAt: 1,
    })
    await addToCart(db, { productId: 'a' })
    expect(await db.cartLines.get('a')).toMatchObject({
      qty: 2,
      selectedColor: 'red',
      selectedSize: 'S',
    })
  })

  it('appends other products as separate lines, in the order they were added', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'b' }, 2)
    await addToCart(db, { productId: 'a' }, 1)
    await addToCart(db, { productId: 'c' }, 3)
    expect((await oldestFirst(db.cartLines)).map((line) => line.productId)).toEqual(['a', 'b', 'c'])
  })

  it('refuses an amount that is not a whole number from 1 to 99, storing nothing', async () => {
    const db = freshDb()
    for (const qty of [0, -1, 1.5, 100, Number.NaN]) {
      expect(await addToCart(db, { productId: 'a', qty })).toEqual({ kind: 'invalid-quantity' })
    }
    expect(await db.cartLines.count()).toBe(0)
  })

  it('refuses an add that would take a line past 99 and leaves the line as it was', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 98 })
    expect(await addToCart(db, { productId: 'a', qty: 2 })).toEqual({ kind: 'over-limit', qty: 98 })
    expect(await addToCart(db, { productId: 'a', qty: 1 })).toEqual({ kind: 'merged', qty: 99 })
    expect((await db.cartLines.get('a'))?.qty).toBe(99)
  })
})

describe('stepLine', () => {
  it('increment adds exactly 1', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 4 })
    expect(await stepLine(db, 'a', 1)).toBe('changed')
    expect((await db.cartLines.get('a'))?.qty).toBe(5)
  })

  it('decrement subtracts exactly 1', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 4 })
    expect(await stepLine(db, 'a', -1)).toBe('changed')
    expect((await db.cartLines.get('a'))?.qty).toBe(3)
  })

  it('decrement never goes below 1 (the floor), and the line stays', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 2 })
    expect(await stepLine(db, 'a', -1)).toBe('changed')
    expect(await stepLine(db, 'a', -1)).toBe('at-limit')
    expect(await stepLine(db, 'a', -1)).toBe('at-limit')
    expect(await db.cartLines.get('a')).toMatchObject({ qty: 1 })
  })

  it('increment never goes above 99', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 99 })
    expect(await stepLine(db, 'a', 1)).toBe('at-limit')
    expect((await db.cartLines.get('a'))?.qty).toBe(99)
  })

  it('reports a line that is not in the cart and creates none', async () => {
    const db = freshDb()
    expect(await stepLine(db, 'ghost', 1)).toBe('missing')
    expect(await stepLine(db, 'ghost', -1)).toBe('missing')
    expect(await db.cartLines.count()).toBe(0)
  })

  it('changes only the line it names', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 2 }, 1)
    await addToCart(db, { productId: 'b', qty: 7 }, 2)
    await stepLine(db, 'a', 1)
    expect((await oldestFirst(db.cartLines)).map((line) => line.qty)).toEqual([3, 7])
  })
})

describe('removeProduct', () => {
  it('removes the line by id and leaves the others', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a' }, 1)
    await addToCart(db, { productId: 'b' }, 2)
    expect(await removeProduct(db.cartLines, 'a')).toBe('removed')
    expect((await oldestFirst(db.cartLines)).map((line) => line.productId)).toEqual(['b'])
    expect(await removeProduct(db.cartLines, 'a')).toBe('missing')
  })
})

describe('setLineQuantities', () => {
  it('applies every typed quantity when all are whole numbers from 1 to 99', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a' }, 1)
    await addToCart(db, { productId: 'b' }, 2)
    expect(
      await setLineQuantities(db, [
        { productId: 'a', qty: 12 },
        { productId: 'b', qty: 99 },
      ]),
    ).toBe('updated')
    expect((await oldestFirst(db.cartLines)).map((line) => line.qty)).toEqual([12, 99])
  })

  it('stores none of them when any is out of range or fractional', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 3 }, 1)
    await addToCart(db, { productId: 'b', qty: 4 }, 2)
    for (const bad of [0, 100, 2.5, -4]) {
      expect(
        await setLineQuantities(db, [
          { productId: 'a', qty: 5 },
          { productId: 'b', qty: bad },
        ]),
      ).toBe('invalid-quantity')
    }
    expect((await oldestFirst(db.cartLines)).map((line) => line.qty)).toEqual([3, 4])
  })

  it('does not bring back a line removed meanwhile', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a' })
    await removeProduct(db.cartLines, 'a')
    expect(await setLineQuantities(db, [{ productId: 'a', qty: 5 }])).toBe('updated')
    expect(await db.cartLines.count()).toBe(0)
  })
})
