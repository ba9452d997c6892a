import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FeedFacts } from '../src/features/volunteer/sessions-feed'
import { type ClientConfig, parseClientConfig } from '../src/lib/config'

/**
 * What the server needs to know of one build, written by the client build into its output
 * (scripts/content/content-plugin.ts) from the same configuration and content its pages were
 * built with, and read once per served build (served-build.ts): the server's answers match the
 * pages it serves, and it never reads Sanity's content documents itself. Not served (`.vite/`).
 */
export const BUILD_RECORD_FILE = '.vite/build-record.json'

export interface BuildRecord {
  /** The outside origins its bundle talks to (the security headers of its pages). */
  origins: SiteOrigins
  /** Its content's facts for the sessions feed and the receipts; absent for a build without them. */
  facts?: SiteFacts | undefined
  /**
   * The earliest publish time (ms) of a post or event it left out for being scheduled later, if
   * any: the server schedules a rebuild for it, and being in the build's output it survives a
   * restart.
   */
  nextPublishAt?: number | undefined
  /**
   * The products its pages sell, at the prices they show: a shopper is charged the prices of the
   * site they are looking at, and a price published in Sanity applies once it is live.
   */
  catalogue: readonly CatalogueProduct[]
}

/**
 * The outside origins the built site talks to or embeds, from the same VITE_* values the bundle
 * was built with, so the server's Content-Security-Policy matches the bundle it serves, including
 * a test build pointed at a local fake.
 */
export interface SiteOrigins {
  /** fetch/XHR targets: the content API and the e-mail service. */
  connect: string[]
  /** iframes: the contact page's map and the embedded donation form. */
  frame: string[]
  /** iframes that may offer wallet payments (the embedded donation form). */
  payment: string[]
  /**
   * Whether the build mounts Stripe's embedded Checkout (a publishable key was set): only then
   * do the donation pages allow Stripe's origins (see security-headers.ts).
   */
  stripe: boolean
}

/** Who acknowledges a gift on Stripe's receipts: the organisation document's name and taxId. */
export interface ReceiptFacts {
  organisation: string
  taxId: string
}

/** The packing sessions' facts, for their subscribable calendar, and the receipts' facts. */
export type SiteFacts = FeedFacts & { receipt?: ReceiptFacts }

/** One product: what the cart check, Stripe's line items and the order page need of it. */
export interface CatalogueProduct {
  id: string
  /** The English name, on Stripe's receipts and the order page's lines. */
  title: string
  priceCents: number
  imageSrc: string
}

const SANITY_HOSTS = ['https://*.api.sanity.io', 'https://*.apicdn.sanity.io']
const MAP_ORIGIN = 'https://www.openstreetmap.org'

const originOf = (url: string | undefined): string[] =>
  url && URL.canParse(url) ? [new URL(url).origin] : []

export function siteOriginsFrom(config: ClientConfig): SiteOrigins {
  const unique = (list: string[]) => [...new Set(list)]
  return {
    connect: unique([
      ...SANITY_HOSTS,
      ...originOf(config.VITE_SANITY_API_HOST),
      ...originOf(config.VITE_EMAILJS_API_URL),
    ]),
    frame: unique([MAP_ORIGIN, ...originOf(config.VITE_DONATION_FORM_URL)]),
    payment: originOf(config.VITE_DONATION_FORM_URL),
    stripe: Boolean(config.VITE_STRIPE_PUBLISHABLE_KEY),
  }
}

/** What the build records of each product the pages show. */
export function shopCatalogueOf(
  products: readonly { id: string; title: string; priceCents: number; image: { src: string } }[],
): CatalogueProduct[] {
  return products.map(({ id, title, priceCents, image }) => ({
    id,
    title,
    priceCents,
    imageSrc: image.src,
  }))
}

/** A build without a record: an unconfigured bundle's origins, nothing to sell, no facts. */
export const NO_RECORD: BuildRecord = {
  origins: siteOriginsFrom(parseClientConfig({})),
  catalogue: [],
}

/** The record of the build in `dir`; what it leaves out (or a build without one) as NO_RECORD. */
export function readBuildRecord(dir: string): BuildRecord {
  try {
    return { ...NO_RECORD, ...JSON.parse(readFileSync(join(dir, BUILD_RECORD_FILE), 'utf8')) }
  } catch {
    return NO_RECORD
  }
}
