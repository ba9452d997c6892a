import type { ContentImage } from '../content/image'
import type { FEATURE_ICONS } from '../content-schema/feature-tile'
import type { WeeklyRule } from '../lib/weekly-schedule'
import type { EnglishOnly } from './english-only'

/**
 * The shapes pages read for the content kept in Sanity (src/content-schema/), one language at a
 * time. The build reads the documents, checks them and serves them as `virtual:content/<name>`
 * modules (scripts/content/content-plugin.ts; declared in virtual-modules.d.ts).
 */
export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'X' | 'LinkedIn' | 'Pinterest'
  url: string
}

export interface PostalAddress {
  street: string
  locality: string
  region: string
  postalCode: string
  country: string
}

export interface Organisation extends EnglishOnly {
  name: string
  shortName: string
  tagline: string
  description: string
  address: PostalAddress
  phone: string
  email: string
  taxStatus: string
  taxId: string
  meetingTime: string
  foundedYear: number
  /** Regular volunteers, counted at the start of the year. */
  volunteers: number
  /** Households that receive a box on an ordinary Sunday. */
  householdsEachSunday: number
  founder: string
  /** How food and money translate into meals; pages that show a figure name the source. */
  meals: { poundsPerMeal: number; mealsPerDollar: number; source: string; sourceUrl: string }
  social: readonly SocialLink[]
  spanishDonateUrl: string
  mapEmbedUrl: string
  mapLinkUrl: string
}

export interface FoodHelp extends EnglishOnly {
  /** Weekday 0 is Sunday. */
  schedule: WeeklyRule
  /** The rule as people say it; shown until the page has worked out the next date. */
  scheduleText: string
  placeText: string
  location: { latitude: number; longitude: number }
  gettingThere: readonly string[]
  whoCanCome: readonly string[]
  whatToBring: string
  boxContents: readonly string[]
  dietaryNeeds: string
  otherHelp: readonly ({ name: string; what: string; phone: string } & EnglishOnly)[]
}

export interface CharityEvent extends EnglishOnly {
  id: string
  /** URL segment of /event-single/{slug}; some are fixed by existing links, spelling included. */
  slug: string
  title: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  /** Local start and end time in Riverside (America/Los_Angeles), 24-hour "HH:MM". */
  startTime: string
  endTime: string
  location: string
  /** The street address, for maps and calendars. */
  address: string
  image: ContentImage
  summary: string
  body: readonly string[]
}

/** Same type under the name used elsewhere; inside a module it shadows the DOM Event type. */
export type Event = CharityEvent

/** One language's version and the other's, as `localized()` (src/lib/i18n/localized.ts) reads them. */
export interface ByLocale<T> {
  en: T
  es: T
}

/** A slide of the home page's hero; its picture is drawn at the hero's size. */
export interface HeroSlide extends EnglishOnly {
  id: string
  title: string
  text: string
  image: ContentImage
}

/** The drawings a feature tile can show (the schema's list; FeatureIcon.tsx draws each). */
export type FeatureIconName = (typeof FEATURE_ICONS)[number]['value']

export interface FeatureTile extends EnglishOnly {
  id: string
  title: string
  text: string
  icon: FeatureIconName
}

/** A home page counter: a figure the build works out (src/content/fun-fact-figures.ts) and its label. */
export interface FunFact extends EnglishOnly {
  /** The number the counter counts up to. */
  value: number
  /** Shown right after the number, e.g. "+". */
  suffix: string
  label: string
}
