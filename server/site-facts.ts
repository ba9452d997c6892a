import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FeedFacts } from '../src/features/volunteer/sessions-feed'

/**
 * Facts from the site's content the server needs, recorded by the build from the same content
 * the pages show (scripts/content/content-plugin.ts): the server never reads Sanity's content
 * documents itself.
 */
export const SITE_FACTS_FILE = '.vite/site-facts.json'

/** The packing sessions' facts, for their subscribable calendar. */
export type SiteFacts = FeedFacts

/** What the build recorded, or undefined for a build made before the file existed. */
export function readSiteFacts(distDir: string): SiteFacts | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, SITE_FACTS_FILE), 'utf8')) as unknown
    const facts = parsed as Partial<SiteFacts> | null
    return typeof facts?.usualPlace === 'string' &&
      facts.usualPlace !== '' &&
      typeof facts.volunteerSession?.title === 'string'
      ? { usualPlace: facts.usualPlace, volunteerSession: facts.volunteerSession }
      : undefined
  } catch {
    return undefined
  }
}
