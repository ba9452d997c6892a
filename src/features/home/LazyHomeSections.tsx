import { lazyNearViewport } from '../../ui/lazy-near-viewport'

/**
 * The sections below the hero are a separate chunk, hydrated when the visitor comes within 300 px
 * of them (src/ui/lazy-near-viewport.tsx): some 800 elements below the fold that the start-up
 * need not walk. Until then React keeps their prerendered HTML and their links work as plain links.
 */
export const { Component: LazyHomeSections, preload: preloadHomeSections } = lazyNearViewport(
  'home-sections',
  () => import('./HomeSections').then((module) => module.HomeSections),
  // The prerendered sections below the hero (the hero carries the same attribute).
  '[data-home-section]:not([data-home-section="hero"])',
)
