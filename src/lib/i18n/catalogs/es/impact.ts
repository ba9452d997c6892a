import type { impact as english } from '../en/impact'
import type { Twin } from '../twin'

/** Spanish twin of en/impact.ts. */
export const impact: Twin<typeof english> = {}
