import { parseClientConfig } from '../src/lib/config'
import { readSiteOrigins, type SiteOrigins, siteOriginsFrom } from './csp-origins'
import { readNextPublish } from './next-publish'
import { type CatalogueProduct, readShopCatalogue } from './shop-catalogue'
import { readSiteFacts, type SiteFacts } from './site-facts'

/** One complete build folder and what the server read from it once. */
export interface ServedBuild {
  dir: string
  /** The outside origins its bundle talks to (the security headers of its pages). */
  origins: SiteOrigins
  /** Its content's facts for the sessions feed; undefined for a build without them. */
  facts: SiteFacts | undefined
  /** The earliest publish time (ms) of a post or event it left out for later, if any. */
  nextPublishAt: number | undefined
  /** The products its pages sell, at the prices they show (server/shop-catalogue.ts). */
  catalogue: readonly CatalogueProduct[]
}

/**
 * The build the server answers from, replaceable while it runs (a rebuild after a publish). A
 * request takes `current()` once when it starts and finishes from that build, so a switch never
 * mixes two builds in one answer; switching is one assignment, made only once the new folder is
 * complete. The builds before it stay listed for their hashed /assets/: a tab opened before the
 * switch still loads the chunks its page names.
 */
export interface SiteBuilds {
  current(): ServedBuild
  /** Serves `dir` from now on; the previous builds' assets stay reachable, up to `keep` builds. */
  switchTo(dir: string): void
  /** Every build folder still in use, newest (the current one) first. */
  dirs(): string[]
}

/** How many builds (the current one included) keep their assets served. */
export const KEPT_BUILDS = 3

export function readServedBuild(dir: string): ServedBuild {
  return {
    dir,
    origins: readSiteOrigins(dir, siteOriginsFrom(parseClientConfig({}))),
    facts: readSiteFacts(dir),
    nextPublishAt: readNextPublish(dir),
    catalogue: readShopCatalogue(dir),
  }
}

/** `dirs`: the build to serve first, then earlier builds whose assets stay served. */
export function createSiteBuilds(dirs: string[], keep = KEPT_BUILDS): SiteBuilds {
  const [first, ...earlier] = dirs
  if (first === undefined) throw new Error('createSiteBuilds needs a build folder')
  let current = readServedBuild(first)
  let previous = earlier.slice(0, keep - 1)

  return {
    current: () => current,
    switchTo(dir) {
      previous = [current.dir, ...previous.filter((old) => old !== dir)].slice(0, keep - 1)
      current = readServedBuild(dir)
    },
    dirs: () => [current.dir, ...previous],
  }
}
