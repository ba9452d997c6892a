import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Facts from the site's content the server needs, recorded by the build from the same content
 * the pages show (scripts/content/content-plugin.ts): the server never reads Sanity's content
 * documents itself.
 */
export const SITE_FACTS_FILE = '.vite/site-facts.json'

export interface SiteFacts {
  /** The collective's address on one line: where a packing session is by default. */
  usualPlace: string
}

/** What the build recorded, or undefined for a build made before the file existed. */
export function readSiteFacts(distDir: string): SiteFacts | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, SITE_FACTS_FILE), 'utf8')) as unknown
    const usualPlace = (parsed as { usualPlace?: unknown } | null)?.usualPlace
    return typeof usualPlace === 'string' && usualPlace !== '' ? { usualPlace } : undefined
  } catch {
    return undefined
  }
}
