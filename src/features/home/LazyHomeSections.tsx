import { lazyNearViewport } from '../../ui/near-viewport'

/**
 * The sections below the hero are a separate chunk, hydrated when the visitor nears them
 * (src/ui/near-viewport.tsx): hundreds of elements below the fold that the start-up need not walk.
 */
export const { Component: LazyHomeSections, preload: preloadHomeSections } = lazyNearViewport(
  'home-sections',
  () => import('./HomeSections').then((module) => module.HomeSections),
  // The prerendered sections below the hero (the hero carries the same attribute).
  '[data-home-section]:not([data-home-section="hero"])',
)
