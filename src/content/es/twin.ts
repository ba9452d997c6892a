/**
 * The type of a Spanish twin of an English `as const` value: the same keys and the same list
 * lengths, with its words free to differ (string literals widen to `string`; numbers, booleans and
 * the keys named in `Keep` stay exactly as in English). A link's `to` is kept, for example, so
 * the router still checks it against its routes.
 */
export type Twin<T, Keep extends PropertyKey = never> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Twin<T[K], Keep> }
    : T extends object
      ? { readonly [K in keyof T]: K extends Keep ? T[K] : Twin<T[K], Keep> }
      : T
