import type { privacy as english } from '../en/privacy'
import type { Twin } from '../twin'

/** Spanish twin of en/privacy.ts. */
export const privacy: Twin<typeof english> = {}
