import { type Catalog, en } from './catalogs/en'
import { es } from './catalogs/es'
import type { Locale } from './locales'

export { CATALOG_ELEMENT_ID } from './page-catalog-id'

/**
 * Server side only (the prerender and the dev server): each language's catalog. The page's HTML
 * carries its own language's messages as an inert JSON block (CATALOG_ELEMENT_ID,
 * page-catalog-id.ts) that the browser entry reads before hydrating, so a page downloads one
 * language's messages and the browser bundle holds no catalog at all.
 */
const CATALOGS: Record<Locale, Catalog> = { en, es }

export function pageCatalog(locale: Locale): Catalog {
  return CATALOGS[locale]
}
