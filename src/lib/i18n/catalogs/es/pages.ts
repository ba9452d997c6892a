import type { pages as english } from '../en/pages'
import type { Twin } from '../twin'

/** Spanish twin of en/pages.ts. */
export const pages: Twin<typeof english> = {}
