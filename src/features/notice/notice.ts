import type { notices } from 'virtual:content/notices'

/** One notice as the build shapes it (scripts/content/registry.ts), in the page's language. */
export type Notice = (typeof notices)[number]
