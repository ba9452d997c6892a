import { useEffect, useState } from 'react'
import type { ByLocale, Post } from '../../content-modules/types'
import { localized } from '../../lib/i18n/localized'

let archive: ByLocale<{ posts: readonly Post[] }> | undefined
let loading: Promise<unknown> | undefined

function loadArchive(): Promise<unknown> {
  loading ??= import('virtual:content/post-archive').then(
    (module) => {
      archive = module.byLocale
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Every post in the page's language, newest first (`newest`, then the archive's), once `needed`
 * (a list's later page, a search) and the archive's chunk has arrived; undefined until then, the
 * list showing the posts it has.
 */
export function useAllPosts(newest: readonly Post[], needed: boolean): readonly Post[] | undefined {
  const [, setArrived] = useState(0)
  useEffect(() => {
    if (!needed || archive) return
    // Offline without the chunk the list keeps its first pages; the next search asks again.
    loadArchive().then(
      () => setArrived((n) => n + 1),
      () => undefined,
    )
  }, [needed])
  return needed && archive ? [...newest, ...localized(archive).posts] : undefined
}
