import { type ReactElement, Suspense, use } from 'react'
import { whenNearViewport } from '../../ui/when-near-viewport'
import type { HomeVariant } from './home-variant'

type SectionsModule = typeof import('./HomeSections')

/** The prerendered sections below the hero (the hero carries the same attribute). */
const PRERENDERED_SECTIONS = '[data-home-section]:not([data-home-section="hero"])'

/** The sections' module once it has loaded: from then on a render takes it without suspending. */
let loaded: SectionsModule | undefined
let loading: Promise<SectionsModule> | undefined

function loadSections(): Promise<SectionsModule> {
  loading ??= import('./HomeSections').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      // A chunk that failed to download (the route's error page offers a reload) may be
      // tried again by the next navigation.
      loading = undefined
      throw error
    },
  )
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
 * evaluating it, React walking some 800 elements) would spend start-up time on content below
 * the fold. So the chunk loads only once the visitor comes within 300 px of the sections; until
 * then the component suspends, React keeps their HTML as it is (a dehydrated Suspense
 * boundary), and their links work as plain links.
 */
function sectionsToRender(): Promise<SectionsModule> {
  if (firstPage === undefined) {
    const prerendered =
      typeof document === 'undefined' || loading
        ? []
        : [...document.querySelectorAll(PRERENDERED_SECTIONS)]
    if (prerendered.length > 0) {
      const now = new AbortController()
      firstPage = { sections: whenNearViewport(prerendered, now.signal).then(loadSections), now }
    } else {
      firstPage = null
    }
  }
  return firstPage?.sections ?? loadSections()
}

/**
 * Route loader for the home routes. It runs for the prerender and for client navigations and
 * preloads (not for the hydration of a prerendered page), so the sections are wanted now: loaded
 * before the prerender renders them (the HTML is whole) and before a navigation shows them, which
 * then renders without suspending. A chunk that fails to load rejects here, and the route's
 * error page offers a reload.
 */
export async function preloadHomeSections(): Promise<void> {
  // Should the first page still wait for the visitor, it hydrates its sections now too.
  firstPage?.now.abort()
  firstPage = null
  await loadSections()
}

/** Renders the sections at once when their module is loaded; otherwise waits for it. */
function Sections({ variant }: { variant: HomeVariant }): ReactElement {
  if (loaded) return <loaded.HomeSections variant={variant} />
  return <WaitForSections variant={variant} />
}

/** Suspends until the module is in: React replays it with the same promise, now settled. */
function WaitForSections({ variant }: { variant: HomeVariant }): ReactElement {
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
