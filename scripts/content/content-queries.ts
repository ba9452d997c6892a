import { ABOUT_QUERY } from './about-content.ts'
import { CAMPAIGNS_QUERY, CAUSES_QUERY } from './causes-content.ts'
import { IMAGE } from './content-images.ts'
import { FEATURE_TILES_QUERY } from './feature-tiles-content.ts'
import { FUN_FACTS_QUERY } from './fun-facts-content.ts'
import { HERO_SLIDES_QUERY } from './hero-slides-content.ts'
import { PARTNERS_QUERY } from './partners-content.ts'
import { PHOTO_GRID_QUERY } from './photo-grid-content.ts'
import { EXAMPLE_COMMENTS_QUERY, POST_CATEGORIES_QUERY, POSTS_QUERY } from './post-content.ts'
import { PROMO_QUERY } from './promo-content.ts'
import { NEXT_PUBLISH_QUERY, PUBLISHED_BY_NOW } from './query-content.ts'
import { REPORTS_CONTENT_QUERY } from './report-content.ts'
import { TEAM_QUERY } from './team-content.ts'
import { TESTIMONIALS_QUERY } from './testimonials-content.ts'
import { VOLUNTEER_QUERY } from './volunteer-content.ts'

/**
 * The GROQ the build sends for each document type; the fields are the schema's
 * (src/content-schema/). Images come with their uploaded asset, or in the sample dataset with
 * the `_sanityAsset` file `sanity dataset import` would upload (IMAGE). Newer types keep their
 * query in their own scripts/content/<type>-content.ts and are listed below.
 */

/** The GROQ the build sends for each document type; the fields are the schema's (src/content-schema/). */
export const ORGANISATION_QUERY = `*[_type == "organisation"]{
  _id, name, shortName, tagline, description, address, phone, email, taxStatus, taxId,
  meetingTime, foundedYear, volunteers, householdsEachSunday, founder, meals,
  "social": social[]{ network, url }, spanishDonateUrl, mapEmbedUrl, mapLinkUrl
}`

export const FOOD_HELP_QUERY = `*[_type == "foodHelp"]{
  _id, schedule, scheduleText, placeText, location, gettingThere, whoCanCome, whatToBring,
  boxContents, dietaryNeeds, "otherHelp": otherHelp[]{ name, what, phone }
}`

export const EVENTS_QUERY = `*[_type == "event" && ${PUBLISHED_BY_NOW}] | order(date asc, startTime asc){
  _id, "slug": slug.current, title, date, startTime, endTime, location, address,
  "image": image${IMAGE}, summary, body
}`

/** Every query the build sends for content. */
export const CONTENT_QUERIES: readonly string[] = [
  ORGANISATION_QUERY,
  FOOD_HELP_QUERY,
  EVENTS_QUERY,
  TEAM_QUERY,
  TESTIMONIALS_QUERY,
  ABOUT_QUERY,
  PARTNERS_QUERY,
  PHOTO_GRID_QUERY,
  CAUSES_QUERY,
  CAMPAIGNS_QUERY,
  PROMO_QUERY,
  VOLUNTEER_QUERY,
  HERO_SLIDES_QUERY,
  FEATURE_TILES_QUERY,
  FUN_FACTS_QUERY,
  REPORTS_CONTENT_QUERY,
  POSTS_QUERY,
  POST_CATEGORIES_QUERY,
  EXAMPLE_COMMENTS_QUERY,
  NEXT_PUBLISH_QUERY,
]
