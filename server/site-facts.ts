import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FeedFacts } from '../src/features/volunteer/sessions-feed'

/**
 * Facts from the site's content the server needs, recorded by the build from the same content
 * the pages show (scripts/content/content-plugin.ts): the server never reads Sanity's content
 * documents itself.
 */
export const SITE_FACTS_FILE = '.vite/site-facts.json'

/** Who acknowledges a gift on Stripe's receipts: the organisation document's name and taxId. */
export interface ReceiptFacts {
  organisation: string
  taxId: string
}

/** The packing sessions' facts, for their subscribable calendar, and the receipts' facts. */
export type SiteFacts = FeedFacts & { receipt?: ReceiptFacts }

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** What the build recorded, or undefined for a build made before the file existed. */
export function readSiteFacts(distDir: string): SiteFacts | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, SITE_FACTS_FILE), 'utf8')) as unknown
    const facts = parsed as Partial<SiteFacts> | null
    if (!isText(facts?.usualPlace) || typeof facts.volunteerSession?.title !== 'string') {
      return undefined
    }
    const receipt = facts.receipt
    return {
      usualPlace: facts.usualPlace,
      volunteerSession: facts.volunteerSession,
      ...(isText(receipt?.organisation) && isText(receipt.taxId)
        ? { receipt: { organisation: receipt.organisation, taxId: receipt.taxId } }
        : {}),
    }
  } catch {
    return undefined
  }
}
