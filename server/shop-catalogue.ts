import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The shop's products as the server charges them, recorded by the client build from the content
 * its pages show (scripts/content/content-plugin.ts). Each served build has its own, read when the
 * server starts and when a rebuild is switched in (served-build.ts), so a shopper is charged the
 * prices of the site they are looking at, and a price published in Sanity applies once it is live.
 */
export const SHOP_CATALOGUE_FILE = '.vite/shop-catalogue.json'

/** One product: what the cart check, Stripe's line items and the order page need of it. */
export interface CatalogueProduct {
  id: string
  /** The English name, on Stripe's receipts and the order page's lines. */
  title: string
  priceCents: number
  imageSrc: string
}

/** What the build records of each product the pages show. */
export function shopCatalogueOf(
  products: readonly { id: string; title: string; priceCents: number; image: { src: string } }[],
): CatalogueProduct[] {
  return products.map(({ id, title, priceCents, image }) => ({
    id,
    title,
    priceCents,
    imageSrc: image.src,
  }))
}

const isProduct = (value: unknown): value is CatalogueProduct => {
  const product = value as Partial<CatalogueProduct> | null
  return (
    typeof product?.id === 'string' &&
    typeof product.title === 'string' &&
    typeof product.imageSrc === 'string' &&
    Number.isInteger(product.priceCents) &&
    (product.priceCents ?? 0) > 0
  )
}

/** The build's catalogue; empty (nothing can be bought) for a build without one. */
export function readShopCatalogue(distDir: string): readonly CatalogueProduct[] {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, SHOP_CATALOGUE_FILE), 'utf8')) as unknown
    return Array.isArray(parsed) ? parsed.filter(isProduct) : []
  } catch {
    return []
  }
}
