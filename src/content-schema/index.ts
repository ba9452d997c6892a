import { report } from '../features/impact/report-schema.ts'
import { packingSession } from '../features/volunteer/session-schema.ts'
import { about } from './about.ts'
import { campaign } from './campaign.ts'
import { cause } from './cause.ts'
import { event } from './event.ts'
import { featureTile } from './feature-tile.ts'
import { foodHelp } from './food-help.ts'
import { funFact } from './fun-fact.ts'
import { heroSlide } from './hero-slide.ts'
import { localeParagraphs, localeString, localeText } from './locale-types.ts'
import { notice } from './notice.ts'
import { organisation } from './organisation.ts'
import { partner } from './partner.ts'
import { photoGrid } from './photo-grid.ts'
import { exampleComment, localeBlocks, post, postCategory } from './post.ts'
import { product, productReview } from './product.ts'
import { promo } from './promo.ts'
import { teamMember } from './team-member.ts'
import { testimonial } from './testimonial.ts'
import { volunteerSession } from './volunteer.ts'

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
  product,
  productReview,
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
