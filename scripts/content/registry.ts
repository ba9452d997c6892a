import { createHash } from 'node:crypto'
import { about } from './about-content.ts'
import { campaigns, causes } from './causes-content.ts'
import { events } from './events-content.ts'
import { featureTiles } from './feature-tiles-content.ts'
import { foodHelp } from './food-help-content.ts'
import { funFacts } from './fun-facts-content.ts'
import { heroSlides } from './hero-slides-content.ts'
import { type Loader, loader } from './loader.ts'
import { eachIn, type Localized } from './localize.ts'
import { organisation } from './organisation-content.ts'
import { partners } from './partners-content.ts'
import { photoGrid } from './photo-grid-content.ts'
import { blog, postTexts } from './post-content.ts'
import { productReviews, products } from './products-content.ts'
import { promo } from './promo-content.ts'
import { buildMoment } from './query-content.ts'
import { reports } from './report-content.ts'
import { team } from './team-content.ts'
import { testimonials } from './testimonials-content.ts'
import { volunteerSession } from './volunteer-content.ts'

interface NoticeDocument {
  _id: string
  title: Localized
  text: Localized
  link: string | null
  startsAt: string
  endsAt: string
  pages: string[] | null
}

/**
 * The notices (src/content-schema/notice.ts) not yet ended when the site is built: the page's own
 * clock shows each between its start and end (src/features/notice/). `version` changes with any
 * edit, so a visitor who closed a notice sees it again once it says something new.
 */
const notices = loader({
  types: ['notice'],
  modules: {
    name: 'notices',
    export: 'notices',
    extra: {
      source: ({ readAt }) => `export const readAt = ${JSON.stringify(readAt)}\n`,
      declaration:
        '/** When the build read the notices: the prerendered pages show those current then. */\n  export const readAt: number',
    },
  },
  query: `*[_type == "notice"] | order(startsAt asc, _id asc){
  _id, title, text, link, startsAt, endsAt, pages
}`,
  shape: (documents: NoticeDocument[]) => {
    const current = documents.filter((notice) => Date.parse(notice.endsAt) > buildMoment())
    return eachIn(current, (notice, l) => ({
      id: notice._id,
      version: createHash('sha256').update(JSON.stringify(notice)).digest('base64url').slice(0, 12),
      title: l.text(notice.title, 'title'),
      text: l.text(notice.text, 'text'),
      link: notice.link,
      startsAt: Date.parse(notice.startsAt),
      endsAt: Date.parse(notice.endsAt),
      /** English paths (`/get-help`); empty: every page. */
      pages: notice.pages ?? [],
    }))
  },
})

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
  notices,
  heroSlides,
  featureTiles,
  funFacts,
  reports,
  blog,
  postBodies: postTexts,
  products,
  productReviews,
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
