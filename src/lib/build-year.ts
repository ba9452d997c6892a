// The year the site was built, inlined by the build (vite.config.ts) so the prerendered page and
// the hydrated one always agree, even across New Year's Eve.
declare const __BUILD_YEAR__: number

/** The build's calendar year, e.g. for the footer's copyright line. */
export const buildYear: number = __BUILD_YEAR__
