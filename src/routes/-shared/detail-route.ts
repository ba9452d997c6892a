import { notFound } from '@tanstack/react-router'
import { notFoundHead, pageHead } from '../../lib/seo'

/** A detail route's loader result: the content item, or the 404 page for an unknown slug. */
export function foundOrNotFound<T>(item: T | undefined): T {
  if (!item) throw notFound()
  return item
}

interface DetailMeta {
  title: string
  description: string
  path: string
  image: string
}

/** Head tags of a detail page, or the not-found page's when its loader found nothing. */
export function detailHead<T>(item: T | undefined, meta: (item: T) => DetailMeta) {
  return item ? pageHead(meta(item)) : notFoundHead()
}
