import { type Product, products } from '../../content/products'
import type { ProductSnapshot } from '../../db/orders'

const byId = new Map(products.map((product) => [product.id, product]))

export function productById(id: string): Product | undefined {
  return byId.get(id)
}

/** What an order keeps of a product: its title, picture and price at the moment of ordering. */
export function orderSnapshot(productId: string): ProductSnapshot | undefined {
  const product = byId.get(productId)
  return product
    ? { title: product.title, imageSrc: product.image.src, priceCents: product.priceCents }
    : undefined
}
