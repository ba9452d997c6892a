import { importPostEntry } from 'virtual:content/post-entries'
import { use } from 'react'
import type { ByLocale, PostEntry } from '../../content-modules/types'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import type { BlogLayout } from './blog-layouts'

const loaded = new Map<string, ByLocale<PostEntry>>()
const loading = new Map<string, Promise<ByLocale<PostEntry> | undefined>>()

/**
 * Loads a post's module (the post, its text, its neighbours), a chunk of its own so that no page
 * starts with every post's. The detail routes' loaders await it, so a page rendered after
 * navigation has it at once; a chunk that fails to arrive is asked for again next time.
 */
function loadPostEntry(slug: string): Promise<ByLocale<PostEntry> | undefined> {
  let promise = loading.get(slug)
  if (!promise) {
    promise = importPostEntry(slug).then(
      (module) => {
        if (module) loaded.set(slug, module.byLocale)
        return module?.byLocale
      },
      (error: unknown) => {
        loading.delete(slug)
        throw error
      },
    )
    loading.set(slug, promise)
  }
  return promise
}

/**
 * The post's module in the page's language; undefined for an unknown slug. The prerendered page
 * was rendered with it; while that page hydrates (its route's loader does not run again) it
 * suspends until the chunk has arrived.
 */
export function usePostEntry(slug: string): PostEntry | undefined {
  const entries = loaded.get(slug) ?? use(loadPostEntry(slug))
  return entries && localized(entries)
}

/**
 * A post page's head meta in `layout`; undefined for an unknown slug. The three post routes show
 * one post in three layouts; the two variants name theirs in the title and description.
 */
export async function postHeadMeta(slug: string, layout: BlogLayout) {
  const entry = await loadPostEntry(slug)
  if (!entry) return undefined
  const { post } = localized(entry)
  const variant = ({ right: undefined, full: 'fullWidth', left: 'leftSidebar' } as const)[layout]
  return {
    title: variant ? t(`blog.head.${variant}Title`, { title: post.title }) : post.title,
    description: variant
      ? t(`blog.head.${variant}Description`, { excerpt: post.excerpt })
      : post.excerpt,
    image: post.image.src,
  }
}
