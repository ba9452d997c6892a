import { useMediaQuery } from './use-media-query'

const QUERY = '(prefers-reduced-motion: reduce)'

/**
 * The one place the site asks whether the visitor wants reduced motion (CSS uses the same media
 * query). prefersReducedMotion() is for event handlers and effects (false where there is no
 * matchMedia); useReducedMotion() is for rendering.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(QUERY).matches ?? false)
}

/**
 * Whether the visitor asked for reduced motion. False on the server and while hydrating (so
 * hydration matches the prerendered HTML), then the real preference, kept up to date.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery(QUERY)
}
