import type { Manifest } from 'vite'
import { ON_DEMAND_MODULES } from '../../../src/lib/offline-install.ts'
import { UPLOADED_IMAGES_DIR } from '../../content/content-images.ts'

/**
 * The build's files that belong only to pages the install leaves out (src/lib/offline-install.ts),
 * which the precache must leave out too: each left-out post's text chunk, found by its module in
 * Vite's manifest, the on-demand modules, and the images uploaded for left-out posts and events,
 * unless an installed page shows them. Fixed images under public/ stay: they are few and part of
 * the site.
 */
export function leftOutFiles(options: {
  manifest: Manifest
  posts: readonly string[]
  images: readonly string[]
  /** Every image address an installed page refers to. */
  shownInstalled: ReadonlySet<string>
}): string[] {
  const chunkOf = (id: string) => {
    const chunk = options.manifest[id]
    if (!chunk) throw new Error(`The build has no chunk for ${id}`)
    return chunk.file
  }
  const chunks = options.posts.map((slug) => chunkOf(`virtual:content/post/${slug}`))
  const images = options.images
    .filter((src) => src.startsWith(`/${UPLOADED_IMAGES_DIR}`) && !options.shownInstalled.has(src))
    .map((src) => src.slice(1))
  const onDemand = ON_DEMAND_MODULES.map(chunkOf)
  return [...new Set([...chunks, ...onDemand, ...images])]
}

/**
 * The image addresses a page shows as it opens (src, srcset, preloads, inline styles): not those
 * of its lazy images, which load only when scrolled to (the past events' cards of /events, a
 * post's neighbours), nor addresses in its scripts' data. A lazy uploaded image of a left-out post
 * or event is cached when seen; kept in the install, years of them would outgrow it.
 */
export function shownImagesIn(html: string): string[] {
  const shown = html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<img\b[^>]*\bloading="lazy"[^>]*>/g, '')
  return shown.match(/\/images\/[^"'\s),&]+/g) ?? []
}
