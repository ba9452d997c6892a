import { about } from './about-content.ts'
import { campaigns, causes } from './causes-content.ts'
import { events } from './events-content.ts'
import { featureTiles } from './feature-tiles-content.ts'
import { foodHelp } from './food-help-content.ts'
import { funFacts } from './fun-facts-content.ts'
import { heroSlides } from './hero-slides-content.ts'
import type { Loader } from './loader.ts'
import { organisation } from './organisation-content.ts'
import { partners } from './partners-content.ts'
import { photoGrid } from './photo-grid-content.ts'
import { blog, postTexts } from './post-content.ts'
import { promo } from './promo-content.ts'
import { reports } from './report-content.ts'
import { team } from './team-content.ts'
import { testimonials } from './testimonials-content.ts'
import { volunteerSession } from './volunteer-content.ts'

/**
 * Every content type the build reads, by the name `SiteContent` gives it: each loader's query,
 * shaping and modules (docs/content-types.md). Adding a type adds its loader here.
 */
export const registry = {
  organisation,
  foodHelp,
  events,
  team,
  testimonials,
  about,
  partners,
  photoGrid,
  causes,
  campaigns,
  promo,
  volunteerSession,
  heroSlides,
  featureTiles,
  funFacts,
  reports,
  blog,
  postBodies: postTexts,
}

type Registry = typeof registry

/** What one loader gives: `Content['partners']` is each language's partners. */
type Loaded<L extends { shape: (...args: never[]) => unknown }> = Awaited<ReturnType<L['shape']>>

/** Everything pages read from Sanity, as the loaders shape it. */
export type Content = { [Name in keyof Registry]: Loaded<Registry[Name]> }

/** The loaders, for code that walks them all (the check, the modules). */
export const loaders: [keyof Registry, Loader<never, unknown>][] = Object.entries(registry) as [
  keyof Registry,
  Loader<never, unknown>,
][]
