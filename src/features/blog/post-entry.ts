import { importPostEntry } from 'virtual:content/post-entries'
import { use } from 'react'
import type { ByLocale, PostEntry } from '../../content-modules/types'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
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
export function loadPostEntry(slug: string): Promise<ByLocale<PostEntry> | undefined> {
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

/** The post of this slug in the page's language, once loadPostEntry has it; else undefined. */
export async function findPost(slug: string): Promise<PostEntry | undefined> {
  const entry = await loadPostEntry(slug)
  return entry && localized(entry)
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
 * The three post routes show one post in three layouts. The two variants name their layout in
 * the title and description; all three share the canonical /blog-single/<slug>.
 */
const VARIANT_MESSAGES: Record<BlogLayout, [title: MessageKey, description: MessageKey] | null> = {
  right: null,
  full: ['blog.head.fullWidthTitle', 'blog.head.fullWidthDescription'],
  left: ['blog.head.leftSidebarTitle', 'blog.head.leftSidebarDescription'],
}

/** A post page's head meta in `layout`; undefined for an unknown slug. */
export async function postHeadMeta(slug: string, layout: BlogLayout) {
  const post = (await findPost(slug))?.post
  if (!post) return undefined
  const messages = VARIANT_MESSAGES[layout]
  return {
    title: messages ? t(messages[0], { title: post.title }) : post.title,
    description: messages ? t(messages[1], { excerpt: post.excerpt }) : post.excerpt,
    image: post.image.src,
  }
}
