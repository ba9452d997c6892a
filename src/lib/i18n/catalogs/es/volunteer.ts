import type { volunteer as english } from '../en/volunteer'
import type { Twin } from '../twin'

/** Spanish twin of en/volunteer.ts. */
export const volunteer: Twin<typeof english> = {}
