import { notFound } from '@tanstack/react-router'
import { notFoundHead, pageHead } from '../../lib/seo'

/** The content item of a detail page, or the 404 page for an unknown slug. */
export function foundOrNotFound<T>(item: T | undefined): T {
  if (!item) throw notFound()
  return item
}

/** What a detail page's head needs: the loader returns only this. */
interface DetailMeta {
  title: string
  description: string
  image: string
}

/**
 * A detail route's loader result: the item's head meta, or the 404 page for an unknown slug.
 * The router writes loader data into every prerendered page (all precached), so it carries just
 * the meta; the component looks the item up by slug in the content module, already in its chunk.
 */
export function detailMeta<T>(item: T | undefined, meta: (item: T) => DetailMeta): DetailMeta {
  return meta(foundOrNotFound(item))
}

/** Head tags of a detail page, or the not-found page's when its loader found nothing. */
export function detailHead(meta: DetailMeta | undefined, path: string) {
  return meta ? pageHead({ ...meta, path }) : notFoundHead()
}
