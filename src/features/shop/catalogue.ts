import { byLocale } from 'virtual:content/products'
import type { Product } from '../../content-modules/types'
import type { ProductSnapshot } from '../../db/orders'
import { localized } from '../../lib/i18n/localized'

// The cart, wishlist, compare list and orders stored on the device hold product ids (a cart is
// shared by the English and Spanish pages of one browser): every page names and describes a
// product in its own language by looking the id up here, never from what was stored.

/** The page's language's products, in gallery order. */
export function shopProducts(): readonly Product[] {
  return localized(byLocale).products
}

/** The product with this id, in the page's language. */
export function productById(id: string): Product | undefined {
  return shopProducts().find((product) => product.id === id)
}

/** The product with this slug, in the page's language. */
export function productBySlug(slug: string): Product | undefined {
  return localized(byLocale).findProduct(slug)
}

/**
 * What an order keeps of a product: its title, picture and price at the moment of ordering. The
 * title is kept in English whatever page the order was placed on, like the names Stripe's
 * receipts carry; pages show the product's name in their own language while it is in the
 * catalogue, and this title only for a product no longer sold.
 */
export function orderSnapshot(productId: string): ProductSnapshot | undefined {
  const product = byLocale.en.products.find(({ id }) => id === productId)
  return product
    ? { title: product.title, imageSrc: product.image.src, priceCents: product.priceCents }
    : undefined
}

/** An order line's product name in the page's language, or the name the order kept. */
export function lineTitle(line: { productId: string | null; title: string }): string {
  return (line.productId ? productById(line.productId)?.title : undefined) ?? line.title
}
