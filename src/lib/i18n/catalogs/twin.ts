/**
 * A Spanish namespace file holds exactly the keys of its English one, each as a string: a missing
 * or extra key fails the typecheck where it was made, not only in the assembled catalog.
 */
export type Twin<English> = { readonly [K in keyof English]: string }
