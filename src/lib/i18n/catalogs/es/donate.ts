import type { donate as english } from '../en/donate'
import type { Twin } from '../twin'

/** Spanish twin of en/donate.ts. */
export const donate: Twin<typeof english> = {}
