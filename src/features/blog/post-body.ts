import { importPostBody } from 'virtual:content/post-bodies'
import { use } from 'react'
import type { ByLocale, PostBody } from '../../content-modules/types'
import { localized } from '../../lib/i18n/localized'

const loaded = new Map<string, ByLocale<PostBody>>()
const loading = new Map<string, Promise<ByLocale<PostBody> | undefined>>()

/**
 * Loads a post's text, a chunk of its own so that no page starts with every post's. The detail
 * routes' loaders await it, so a page rendered after navigation has it at once; a chunk that fails
 * to arrive is asked for again next time.
 */
export function loadPostBody(slug: string): Promise<ByLocale<PostBody> | undefined> {
  let promise = loading.get(slug)
  if (!promise) {
    promise = importPostBody(slug).then(
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
 * The post's text in the page's language. The prerendered page was rendered with it; while that
 * page hydrates (its route's loader does not run again) it suspends until the chunk has arrived.
 */
export function usePostBody(slug: string): PostBody | undefined {
  const bodies = loaded.get(slug) ?? use(loadPostBody(slug))
  return bodies && localized(bodies)
}
