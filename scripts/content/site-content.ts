import { imageSizes } from '../../src/content/image.ts'
import type { CharityEvent, FoodHelp, Organisation } from '../../src/content-modules/types.ts'
import { type BuildImage, ImageResolver } from './content-images.ts'
import { EVENTS_QUERY, FOOD_HELP_QUERY, ORGANISATION_QUERY } from './content-queries.ts'
import {
  eventDocument,
  foodHelpDocument,
  organisationDocument,
  single,
  validateDocuments,
} from './content-validation.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export type Language = 'en' | 'es'
type Localized = { en: string; es?: string | undefined }
type LocalizedLines = { en: string[]; es?: string[] | null | undefined }

/** A language's words of a field; Spanish falls back to the English where it is missing. */
const inLanguage = (field: Localized, language: Language) =>
  language === 'es' ? field.es || field.en : field.en
const linesIn = (field: LocalizedLines, language: Language) =>
  language === 'es' && field.es?.length ? field.es : field.en

/** Everything pages read from Sanity, in both languages, as the content modules serve it. */
export interface SiteContent {
  organisation: Record<Language, Organisation>
  foodHelp: Record<Language, FoodHelp>
  events: Record<Language, CharityEvent[]>
}

const both = <T>(make: (language: Language) => T): Record<Language, T> => ({
  en: make('en'),
  es: make('es'),
})

/** Reads, checks and shapes the site's content; uploaded images are returned to be written. */
export async function loadSiteContent(
  source: ContentSource,
  cdnHost?: string,
): Promise<{ content: SiteContent; images: BuildImage[] }> {
  const images = new ImageResolver(cdnHost)
  const [organisationAnswer, foodHelpAnswer, eventsAnswer] = await Promise.all([
    queryContent(source, ORGANISATION_QUERY),
    queryContent(source, FOOD_HELP_QUERY),
    queryContent(source, EVENTS_QUERY),
  ])
  const org = single(
    'organisation',
    validateDocuments('organisation', organisationDocument, organisationAnswer),
  )
  const food = single('foodHelp', validateDocuments('foodHelp', foodHelpDocument, foodHelpAnswer))
  const eventDocuments = validateDocuments('event', eventDocument, eventsAnswer)
  const eventImages = await Promise.all(
    eventDocuments.map((event) =>
      images.resolve(event.image, imageSizes.card, `event "${event._id}" image`),
    ),
  )

  const content: SiteContent = {
    organisation: both((language) => ({
      name: org.name,
      shortName: org.shortName,
      tagline: inLanguage(org.tagline, language),
      description: inLanguage(org.description, language),
      address: org.address,
      phone: org.phone,
      email: org.email,
      taxStatus: inLanguage(org.taxStatus, language),
      taxId: org.taxId,
      meetingTime: inLanguage(org.meetingTime, language),
      foundedYear: org.foundedYear,
      volunteers: org.volunteers,
      householdsEachSunday: org.householdsEachSunday,
      founder: org.founder,
      meals: org.meals,
      social: org.social ?? [],
      spanishDonateUrl: org.spanishDonateUrl,
      mapEmbedUrl: org.mapEmbedUrl,
      mapLinkUrl: org.mapLinkUrl,
    })),
    foodHelp: both((language) => ({
      // Checked to be a whole number from 0 to 6 (content-validation.ts).
      schedule: food.schedule as FoodHelp['schedule'],
      scheduleText: inLanguage(food.scheduleText, language),
      placeText: inLanguage(food.placeText, language),
      location: { latitude: food.location.lat, longitude: food.location.lng },
      gettingThere: food.gettingThere.map((line) => inLanguage(line, language)),
      whoCanCome: food.whoCanCome.map((line) => inLanguage(line, language)),
      whatToBring: inLanguage(food.whatToBring, language),
      boxContents: food.boxContents.map((line) => inLanguage(line, language)),
      dietaryNeeds: inLanguage(food.dietaryNeeds, language),
      otherHelp: food.otherHelp.map((help) => ({
        name: inLanguage(help.name, language),
        what: inLanguage(help.what, language),
        phone: help.phone,
      })),
    })),
    events: both((language) =>
      eventDocuments.map((event, index) => ({
        id: event._id,
        slug: event.slug,
        title: inLanguage(event.title, language),
        date: event.date,
        startTime: event.startTime,
        endTime: event.endTime,
        location: inLanguage(event.location, language),
        address: event.address,
        image: {
          ...(eventImages[index] as (typeof eventImages)[number]),
          alt: inLanguage(event.image.alt, language),
        },
        summary: inLanguage(event.summary, language),
        body: linesIn(event.body, language),
      })),
    ),
  }
  return { content, images: [...images.files.values()] }
}
