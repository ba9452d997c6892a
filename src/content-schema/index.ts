import { report } from '../features/impact/report-schema'
import { packingSession } from '../features/volunteer/session-schema'
import { about } from './about'
import { campaign } from './campaign'
import { cause } from './cause'
import { event } from './event'
import { featureTile } from './feature-tile'
import { foodHelp } from './food-help'
import { funFact } from './fun-fact'
import { heroSlide } from './hero-slide'
import { localeParagraphs, localeString, localeText } from './locale-types'
import { notice } from './notice.ts'
import { organisation } from './organisation'
import { partner } from './partner'
import { photoGrid } from './photo-grid'
import { exampleComment, localeBlocks, post, postCategory } from './post'
import { promo } from './promo'
import { teamMember } from './team-member'
import { testimonial } from './testimonial'
import { volunteerSession } from './volunteer'

/** Every type the Studio edits (studio/sanity.config.ts) and the sample dataset holds. */
export const schemaTypes = [
  localeString,
  localeText,
  localeParagraphs,
  organisation,
  foodHelp,
  event,
  report,
  packingSession,
  teamMember,
  testimonial,
  about,
  partner,
  photoGrid,
  cause,
  campaign,
  promo,
  volunteerSession,
  notice,
  heroSlide,
  featureTile,
  funFact,
  localeBlocks,
  postCategory,
  post,
  exampleComment,
]

/** Types with exactly one document, edited from a fixed entry in the Studio. */
export const singletonTypes = [
  organisation.name,
  foodHelp.name,
  about.name,
  photoGrid.name,
  promo.name,
  volunteerSession.name,
]
