import { products } from 'virtual:content/products'
import { describe, expect, it } from 'vitest'
import { testDatabaseFactory } from '../../../tests/support/test-database'
import { es } from '../../lib/i18n/catalogs/es'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import {
  addCompareItem,
  addProductToCart,
  moveWishlistItemToCart,
  removeCartLine,
  removeCompareItem,
  removeWishlistItem,
  toggleWishlistItem,
  updateCartQuantities,
} from './shop-actions'

const freshDb = testDatabaseFactory()
const [first, second] = products as [(typeof products)[number], (typeof products)[number]]

describe('cart actions and their toasts', () => {
  it('add says "Item Added to Cart" and appends a line with quantity 1, holding no words', async () => {
    const db = freshDb()
    expect(await addProductToCart(db, first.id)).toEqual({
      message: 'Item Added to Cart',
      variant: 'success',
    })
    // The id only: each language's pages write the product's name and size in their own words.
    const line = await db.cartLines.get(first.id)
    expect(line).toMatchObject({ productId: first.id, qty: 1 })
    expect(line).not.toHaveProperty('selectedSize')
  })

  it('says it in the language of the page the action was taken on', async () => {
    const db = freshDb()
    activateLocale('es', pageCatalog('es'), '')
    try {
      expect(await addProductToCart(db, first.id)).toEqual({
        message: es['shop.toast.cartAdded'],
        variant: 'success',
      })
      expect((await addProductToCart(db, first.id, 0)).message).toBe(
        'Escriba un número entero del 1 al 99.',
      )
    } finally {
      activateLocale('en', pageCatalog('en'), '')
    }
  })

  it('adding the same product again says "Item Added to Cart" and raises its quantity', async () => {
    const db = freshDb()
    await addProductToCart(db, first.id, 2)
    expect((await addProductToCart(db, first.id, 3)).message).toBe('Item Added to Cart')
    expect(await db.cartLines.count()).toBe(1)
    expect((await db.cartLines.get(first.id))?.qty).toBe(5)
  })

  it('refuses a bad quantity with the range message and stores nothing', async () => {
    const db = freshDb()
    expect(await addProductToCart(db, first.id, 0)).toEqual({
      message: 'Enter a whole number from 1 to 99.',
      variant: 'error',
    })
    expect(await addProductToCart(db, first.id, 2.5)).toMatchObject({ variant: 'error' })
    expect(await db.cartLines.count()).toBe(0)
  })

  it('warns instead of passing 99 on one line', async () => {
    const db = freshDb()
    await addProductToCart(db, first.id, 99)
    expect(await addProductToCart(db, first.id)).toMatchObject({ variant: 'warning' })
    expect((await db.cartLines.get(first.id))?.qty).toBe(99)
  })

  it('trash says "Item Removed from Cart" and removes just that line', async () => {
    const db = freshDb()
    await addProductToCart(db, first.id)
    await addProductToCart(db, second.id)
    expect(await removeCartLine(db, first.id)).toEqual({
      message: 'Item Removed from Cart',
      variant: 'info',
    })
    expect(await db.cartLines.toCollection().primaryKeys()).toEqual([second.id])
  })

  it('Update Cart stores typed quantities, or none with the range message if one is bad', async () => {
    const db = freshDb()
    await addProductToCart(db, first.id)
    await addProductToCart(db, second.id)
    expect(
      await updateCartQuantities(db, [
        { productId: first.id, qty: 4 },
        { productId: second.id, qty: 100 },
      ]),
    ).toEqual({ message: 'Enter a whole number from 1 to 99.', variant: 'error' })
    expect((await db.cartLines.get(first.id))?.qty).toBe(1)
    expect(
      (
        await updateCartQuantities(db, [
          { productId: first.id, qty: 4 },
          { productId: second.id, qty: 9 },
        ])
      ).variant,
    ).toBe('success')
    expect((await db.cartLines.get(second.id))?.qty).toBe(9)
  })
})

describe('wishlist actions and their toasts', () => {
  it('toggle says "Item Added to Wishlist", then "Item Removed from Wishlist"', async () => {
    const db = freshDb()
    expect(await toggleWishlistItem(db, first.id)).toEqual({
      message: 'Item Added to Wishlist',
      variant: 'success',
    })
    expect(await db.wishlist.count()).toBe(1)
    expect(await toggleWishlistItem(db, first.id)).toEqual({
      message: 'Item Removed from Wishlist',
      variant: 'info',
    })
    expect(await db.wishlist.count()).toBe(0)
  })

  it('explicit remove says "Item Removed from Wishlist"', async () => {
    const db = freshDb()
    await toggleWishlistItem(db, first.id)
    expect((await removeWishlistItem(db, first.id)).message).toBe('Item Removed from Wishlist')
    expect(await db.wishlist.count()).toBe(0)
  })

  it('move to cart says "Item Added to Cart" and takes the item off the wishlist', async () => {
    const db = freshDb()
    await toggleWishlistItem(db, second.id)
    expect((await moveWishlistItemToCart(db, second.id)).message).toBe('Item Added to Cart')
    expect(await db.wishlist.count()).toBe(0)
    expect((await db.cartLines.get(second.id))?.qty).toBe(1)
  })
})

describe('compare-list actions and their toasts', () => {
  it('adding a new product says "Added to Compare List"', async () => {
    const db = freshDb()
    expect(await addCompareItem(db, first.id)).toEqual({
      message: 'Added to Compare List',
      variant: 'success',
    })
    expect(await db.compare.count()).toBe(1)
  })

  it('adding it again warns "Already added to Compare List" and changes nothing', async () => {
    const db = freshDb()
    await addCompareItem(db, first.id)
    const before = await db.compare.toArray()
    expect(await addCompareItem(db, first.id)).toEqual({
      message: 'Already added to Compare List',
      variant: 'warning',
    })
    expect(await db.compare.toArray()).toEqual(before)
  })

  it('remove warns "Item Removed from Compare List"; an absent item warns "Target no Found"', async () => {
    const db = freshDb()
    await addCompareItem(db, first.id)
    expect(await removeCompareItem(db, first.id)).toEqual({
      message: 'Item Removed from Compare List',
      variant: 'warning',
    })
    expect(await db.compare.count()).toBe(0)
    expect(await removeCompareItem(db, first.id)).toEqual({
      message: 'Target no Found',
      variant: 'warning',
    })
  })
})
