import { type ReactElement, Suspense, use } from 'react'
import { whenNearViewport } from '../../ui/when-near-viewport'
import type { HomeVariant } from './home-variant'

type SectionsModule = typeof import('./HomeSections')

/** The prerendered sections below the hero (the hero carries the same attribute). */
const PRERENDERED_SECTIONS = '[data-home-section]:not([data-home-section="hero"])'

/** Marks a promise the way React's use() reads a settled one, so that a render after it has settled does not suspend at all. */
function readable<T>(promise: Promise<T>): Promise<T> {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }))
  return promise
}

let loading: Promise<SectionsModule> | undefined

function loadSections(): Promise<SectionsModule> {
  loading ??= readable(import('./HomeSections'))
  return loading
}

/**
 * How the page that was loaded first hydrates its sections: undefined until its first render,
 * null when it renders them at once.
 */
let firstPage: { sections: Promise<SectionsModule>; now: AbortController } | null | undefined

/**
 * The sections below the hero are a separate chunk. A prerendered home page, on the visit that
 * loaded it, already shows their complete HTML; hydrating it at once (fetching the chunk,
 * evaluating it, React walking some 800 elements) spent start-up time on content below the
 * fold: 11% of the main thread's work in the first 4 s of / on a phone-sized window (median
 * 714 -> 634 ms here, about four times that on a mid-range phone). So the chunk loads only once
 * the visitor comes within 300 px of the sections; until then React keeps their HTML as it is
 * (a dehydrated Suspense boundary), and their links work as plain links.
 */
function sectionsToRender(): Promise<SectionsModule> {
  if (firstPage === undefined) {
    const prerendered =
      typeof document === 'undefined' || loading
        ? []
        : [...document.querySelectorAll(PRERENDERED_SECTIONS)]
    if (prerendered.length > 0) {
      const now = new AbortController()
      firstPage = {
        sections: readable(whenNearViewport(prerendered, now.signal).then(loadSections)),
        now,
      }
    } else {
      firstPage = null
    }
  }
  return firstPage?.sections ?? loadSections()
}

/**
 * Route loader for the home routes. It runs for the prerender and for client navigations and
 * preloads (not for the hydration of a prerendered page), so the sections are wanted now: loaded
 * before the prerender renders them (the HTML is whole) and before a navigation shows them.
 */
export async function preloadHomeSections(): Promise<void> {
  // Should the first page still wait for the visitor, it hydrates its sections now too; any
  // later render takes the loaded chunk directly.
  firstPage?.now.abort()
  firstPage = null
  await loadSections()
}

function Sections({ variant }: { variant: HomeVariant }): ReactElement {
  const { HomeSections } = use(sectionsToRender())
  return <HomeSections variant={variant} />
}

export function LazyHomeSections({ variant }: { variant: HomeVariant }): ReactElement {
  return (
    <Suspense fallback={null}>
      <Sections variant={variant} />
    </Suspense>
  )
}
