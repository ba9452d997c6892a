import type { blog as english } from '../en/blog'
import type { Twin } from '../twin'

/** Spanish twin of en/blog.ts. */
export const blog: Twin<typeof english> = {}
