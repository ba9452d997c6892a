import { type ReactElement, Suspense, use } from 'react'
import type { HomeVariant } from './home-variant'

type SectionsModule = typeof import('./HomeSections')

let loading: Promise<SectionsModule> | undefined

function loadSections(): Promise<SectionsModule> {
  if (!loading) {
    const promise = import('./HomeSections')
    // Marked the way React's use() reads a settled promise, so a render after loading (the
    // prerender, a client navigation) does not suspend at all.
    void promise.then((module) => Object.assign(promise, { status: 'fulfilled', value: module }))
    loading = promise
  }
  return loading
}

/**
 * Route loader for the home routes: the sections below the hero are a separate chunk, loaded
 * before the prerender renders them (so the HTML is whole) and before a client navigation shows
 * them. On a first visit the browser hydrates the hero at once and these sections as soon as
 * their chunk arrives; meanwhile React keeps their prerendered HTML on screen.
 */
export async function preloadHomeSections(): Promise<void> {
  await loadSections()
}

function Sections({ variant }: { variant: HomeVariant }): ReactElement {
  const { HomeSections } = use(loadSections())
  return <HomeSections variant={variant} />
}

export function LazyHomeSections({ variant }: { variant: HomeVariant }): ReactElement {
  return (
    <Suspense fallback={null}>
      <Sections variant={variant} />
    </Suspense>
  )
}
