import { IMAGE } from './content-images.ts'
import { FEATURE_TILES_QUERY } from './feature-tiles-content.ts'
import { FUN_FACTS_QUERY } from './fun-facts-content.ts'
import { HERO_SLIDES_QUERY } from './hero-slides-content.ts'

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

export const EVENTS_QUERY = `*[_type == "event"] | order(date asc, startTime asc){
  _id, "slug": slug.current, title, date, startTime, endTime, location, address,
  "image": image${IMAGE}, summary, body
}`

/** Every query the build sends for content. */
export const CONTENT_QUERIES: readonly string[] = [
  ORGANISATION_QUERY,
  FOOD_HELP_QUERY,
  EVENTS_QUERY,
  HERO_SLIDES_QUERY,
  FEATURE_TILES_QUERY,
  FUN_FACTS_QUERY,
]
