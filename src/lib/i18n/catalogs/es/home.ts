import type { home as english } from '../en/home'
import type { Twin } from '../twin'

/** Spanish twin of en/home.ts. */
export const home: Twin<typeof english> = {}
