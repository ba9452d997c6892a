import type { shop as english } from '../en/shop'
import type { Twin } from '../twin'

/** Spanish twin of en/shop.ts. */
export const shop: Twin<typeof english> = {}
