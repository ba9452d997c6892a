import { lazyNearViewport } from '../../ui/near-viewport'

/**
 * The sign-up form (with formik and yup, about a sixth of the page's start-up JavaScript) sits
 * below the schedule, so it hydrates when the visitor nears it, not at start-up.
 */
export const { Component: LazySignupForm, preload: preloadSignupForm } = lazyNearViewport(
  'signup-form',
  () => import('./SignupForm').then((module) => module.SignupForm),
)
