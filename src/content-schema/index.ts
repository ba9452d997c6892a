import { report } from '../features/impact/report-schema'
import { packingSession } from '../features/volunteer/session-schema'
import { event } from './event'
import { featureTile } from './feature-tile'
import { foodHelp } from './food-help'
import { funFact } from './fun-fact'
import { heroSlide } from './hero-slide'
import { localeParagraphs, localeString, localeText } from './locale-types'
import { organisation } from './organisation'

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
  heroSlide,
  featureTile,
  funFact,
]

/** Types with exactly one document, edited from a fixed entry in the Studio. */
export const singletonTypes = [organisation.name, foodHelp.name]
