import type { ContentImage } from '../../src/content/image.ts'
import { imageSizes } from '../../src/content/image.ts'
import type {
  About,
  Campaign,
  Cause,
  CharityEvent,
  FoodHelp,
  Organisation,
  Partner,
  PhotoTile,
  TeamMember,
  Testimonial,
  VolunteerSession,
} from '../../src/content-modules/types.ts'
import { loadAbout } from './about-content.ts'
import { loadCampaigns, loadCauses } from './causes-content.ts'
import { type BuildImage, ImageResolver } from './content-images.ts'
import { EVENTS_QUERY, FOOD_HELP_QUERY, ORGANISATION_QUERY } from './content-queries.ts'
import {
  eventDocument,
  foodHelpDocument,
  organisationDocument,
  single,
  validateDocuments,
} from './content-validation.ts'
import { type FeatureTiles, loadFeatureTiles } from './feature-tiles-content.ts'
import { type FunFacts, loadFunFacts } from './fun-facts-content.ts'
import { type HeroSlides, loadHeroSlides } from './hero-slides-content.ts'
import { both, type Language, type Localized, type LocalizedLines, localize } from './localize.ts'
import { loadPartners } from './partners-content.ts'
import { loadPhotoGrid } from './photo-grid-content.ts'
import { type BlogContent, loadBlogContent } from './post-content.ts'
import { loadPromo } from './promo-content.ts'
import { buildMoment, type ContentSource, queryContent } from './query-content.ts'
import { loadReports, type ReportDocument } from './report-content.ts'
import { loadTeam } from './team-content.ts'
import { loadTestimonials } from './testimonials-content.ts'
import { loadVolunteerSession } from './volunteer-content.ts'

/** Everything pages read from Sanity, in both languages, as the content modules serve it. */
export interface SiteContent {
  organisation: Record<Language, Organisation>
  foodHelp: Record<Language, FoodHelp>
  events: Record<Language, CharityEvent[]>
  team: Record<Language, TeamMember[]>
  testimonials: Record<Language, Testimonial[]>
  about: Record<Language, About>
  partners: Record<Language, Partner[]>
  photoGrid: Record<Language, PhotoTile[]>
  causes: Record<Language, Cause[]>
  campaigns: Record<Language, Campaign[]>
  promo: Record<Language, { promoImage: ContentImage }>
  volunteerSession: Record<Language, VolunteerSession>
  /** When the build read the content (ms): pages that depend on the date are prerendered as of then. */
  readAt: number
  heroSlides: Record<Language, { heroSlides: HeroSlides }>
  featureTiles: Record<Language, FeatureTiles>
  funFacts: Record<Language, FunFacts>
  /** Numbers only, the same in both languages. */
  reports: ReportDocument[]
  blog: BlogContent['blog']
  postBodies: BlogContent['postBodies']
}

/**
 * A list whose items each have both languages, as one list per language: Spanish only when every
 * line has it, so a page never mixes the two inside one list.
 */
export function linesOf(items: readonly Localized[]): LocalizedLines {
  const spanish = items.map((item) => item.es?.trim() ?? '')
  return { en: items.map((item) => item.en), es: spanish.every(Boolean) ? spanish : null }
}

/** Waits for every promise of a record, keeping the names. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([name, promise]) => [name, await promise] as const),
  )
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> }
}

/** Reads, checks and shapes the site's content; uploaded images are returned to be written. */
export async function loadSiteContent(
  source: ContentSource,
  cdnHost?: string,
): Promise<{ content: SiteContent; images: BuildImage[] }> {
  const images = new ImageResolver(cdnHost, source.kind === 'sample' ? source.path : undefined)
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

  // The home page's counters add the reports up.
  const reports = await loadReports(source)
  const [types, blog] = await Promise.all([
    allOf({
      team: loadTeam(source, images),
      testimonials: loadTestimonials(source),
      about: loadAbout(source),
      partners: loadPartners(source, images),
      photoGrid: loadPhotoGrid(source, images),
      causes: loadCauses(source, images),
      campaigns: loadCampaigns(source, images),
      promo: loadPromo(source, images),
      volunteerSession: loadVolunteerSession(source),
      heroSlides: loadHeroSlides(source, images),
      featureTiles: loadFeatureTiles(source),
      funFacts: loadFunFacts(source, org, reports),
    }),
    loadBlogContent(source, images),
  ])
  const content: SiteContent = {
    organisation: both((language) =>
      localize(language, (l) => ({
        name: org.name,
        shortName: org.shortName,
        tagline: l.text(org.tagline, 'tagline'),
        description: l.text(org.description, 'description'),
        address: org.address,
        phone: org.phone,
        email: org.email,
        taxStatus: l.text(org.taxStatus, 'taxStatus'),
        taxId: org.taxId,
        meetingTime: l.text(org.meetingTime, 'meetingTime'),
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
    ),
    foodHelp: both((language) =>
      localize(language, (l) => ({
        // Checked to be a whole number from 0 to 6 (content-validation.ts).
        schedule: food.schedule as FoodHelp['schedule'],
        scheduleText: l.text(food.scheduleText, 'scheduleText'),
        placeText: l.text(food.placeText, 'placeText'),
        location: { latitude: food.location.lat, longitude: food.location.lng },
        // A list of lines is marked as a whole when any of its lines is in English.
        gettingThere: l.lines(linesOf(food.gettingThere), 'gettingThere'),
        whoCanCome: l.lines(linesOf(food.whoCanCome), 'whoCanCome'),
        whatToBring: l.text(food.whatToBring, 'whatToBring'),
        boxContents: l.lines(linesOf(food.boxContents), 'boxContents'),
        dietaryNeeds: l.text(food.dietaryNeeds, 'dietaryNeeds'),
        otherHelp: food.otherHelp.map((help) =>
          localize(language, (h) => ({
            name: h.text(help.name, 'name'),
            what: h.text(help.what, 'what'),
            phone: help.phone,
          })),
        ),
      })),
    ),
    events: both((language) =>
      eventDocuments.map((event, index) =>
        localize(language, (l) => ({
          id: event._id,
          slug: event.slug,
          title: l.text(event.title, 'title'),
          date: event.date,
          startTime: event.startTime,
          endTime: event.endTime,
          location: l.text(event.location, 'location'),
          address: event.address,
          image: localize(language, (i) => ({
            ...(eventImages[index] as (typeof eventImages)[number]),
            alt: i.text(event.image.alt, 'alt'),
          })),
          summary: l.text(event.summary, 'summary'),
          body: l.lines(event.body, 'body'),
        })),
      ),
    ),
    ...types,
    ...blog,
    reports,
    readAt: buildMoment(),
  }
  return { content, images: [...images.files.values()] }
}
