import { describe, expect, it, vi } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import { addToCart, oldestFirst, removeProduct } from './cart-store'
import { addToCompare, moveWishlistToCart, toggleWishlist } from './saved-lists'

const freshDb = testDatabaseFactory()
const clockAt = (time: number) => vi.spyOn(Date, 'now').mockReturnValue(time)

describe('wishlist', () => {
  it('toggle adds an absent product, and removes it when toggled again', async () => {
    const db = freshDb()
    clockAt(5)
    expect(await toggleWishlist(db, 'a')).toBe('added')
    expect(await db.wishlist.toArray()).toEqual([{ productId: 'a', addedAt: 5 }])
    expect(await toggleWishlist(db, 'a')).toBe('removed')
    expect(await db.wishlist.count()).toBe(0)
  })

  it('keeps products in the order they were saved', async () => {
    const db = freshDb()
    clockAt(2)
    await toggleWishlist(db, 'b')
    clockAt(1)
    await toggleWishlist(db, 'a')
    expect((await oldestFirst(db.wishlist)).map((item) => item.productId)).toEqual(['a', 'b'])
  })

  it('explicit remove takes the product off, and says so when it was not there', async () => {
    const db = freshDb()
    await toggleWishlist(db, 'a')
    await toggleWishlist(db, 'b')
    expect(await removeProduct(db.wishlist, 'a')).toBe('removed')
    expect(await removeProduct(db.wishlist, 'a')).toBe('missing')
    expect((await db.wishlist.toArray()).map((item) => item.productId)).toEqual(['b'])
  })

  it('move to cart adds the product to the cart and takes it off the wishlist', async () => {
    const db = freshDb()
    await toggleWishlist(db, 'a')
    clockAt(9)
    expect(await moveWishlistToCart(db, { productId: 'a' })).toEqual({
      kind: 'appended',
      qty: 1,
    })
    expect(await db.wishlist.count()).toBe(0)
    expect(await db.cartLines.get('a')).toMatchObject({ qty: 1, addedAt: 9 })
  })

  it('move to cart merges into an existing line', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 2 })
    await toggleWishlist(db, 'a')
    expect(await moveWishlistToCart(db, { productId: 'a' })).toEqual({ kind: 'merged', qty: 3 })
    expect(await db.wishlist.count()).toBe(0)
  })

  it('move to cart keeps the item saved when the cart line is already full', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 99 })
    await toggleWishlist(db, 'a')
    expect(await moveWishlistToCart(db, { productId: 'a' })).toEqual({
      kind: 'over-limit',
      qty: 99,
    })
    expect(await db.wishlist.count()).toBe(1)
  })
})

describe('compare list', () => {
  it('adds a new product', async () => {
    const db = freshDb()
    clockAt(3)
    expect(await addToCompare(db, 'a')).toBe('added')
    expect(await db.compare.toArray()).toEqual([{ productId: 'a', addedAt: 3 }])
  })

  it('a duplicate add changes nothing', async () => {
    const db = freshDb()
    clockAt(3)
    await addToCompare(db, 'a')
    clockAt(99)
    expect(await addToCompare(db, 'a')).toBe('already-present')
    expect(await db.compare.toArray()).toEqual([{ productId: 'a', addedAt: 3 }])
  })

  it('keeps products in the order they were added', async () => {
    const db = freshDb()
    clockAt(3)
    await addToCompare(db, 'c')
    clockAt(1)
    await addToCompare(db, 'a')
    expect((await oldestFirst(db.compare)).map((item) => item.productId)).toEqual(['a', 'c'])
  })

  it('remove takes the product off; removing an absent one reports it missing', async () => {
    const db = freshDb()
    await addToCompare(db, 'a')
    await addToCompare(db, 'b')
    expect(await removeProduct(db.compare, 'a')).toBe('removed')
    expect(await removeProduct(db.compare, 'a')).toBe('missing')
    expect(await removeProduct(db.compare, 'never-added')).toBe('missing')
    expect((await db.compare.toArray()).map((item) => item.productId)).toEqual(['b'])
  })
})
