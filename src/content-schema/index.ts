import { report } from '../features/impact/report-schema'
import { packingSession } from '../features/volunteer/session-schema'
import { about } from './about'
import { event } from './event'
import { foodHelp } from './food-help'
import { localeParagraphs, localeString, localeText } from './locale-types'
import { organisation } from './organisation'
import { partner } from './partner'
import { photoGrid } from './photo-grid'
import { exampleComment, localeBlocks, post, postCategory } from './post'
import { teamMember } from './team-member'
import { testimonial } from './testimonial'

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
  localeBlocks,
  postCategory,
  post,
  exampleComment,
]

/** Types with exactly one document, edited from a fixed entry in the Studio. */
export const singletonTypes = [organisation.name, foodHelp.name, about.name, photoGrid.name]
