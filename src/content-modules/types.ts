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

export interface TeamMember extends EnglishOnly {
  id: string
  /** URL segment of /team-single/{slug}; kept as first published, since links point at it. */
  slug: string
  name: string
  /** "Founder" or "Volunteer for N years". */
  role: string
  image: ContentImage
  /** "About Me" paragraphs. */
  description: readonly string[]
  /** Shown only when present. */
  linkedin?: string
}

export interface Testimonial extends EnglishOnly {
  id: string
  quote: string
  /** Author name or initials; the card's avatar shows its first letter. */
  author: string
  /** How the voice describes itself, in the page's language. */
  role: string
}

export interface AboutValue extends EnglishOnly {
  id: string
  /** Which drawn icon goes with the value (src/content-schema/about.ts, VALUE_ICONS). */
  icon: string
  title: string
  text: string
}

/** The About page's words: who we are, the values, then mission, vision and values in brief. */
export interface About extends EnglishOnly {
  intro: readonly string[]
  values: readonly AboutValue[]
  mission: string
  vision: string
  valuesInBrief: string
}

export interface Partner {
  id: string
  /** The partner's own name, the same in every language. */
  name: string
  image: ContentImage
}

export interface PhotoTile {
  id: string
  image: ContentImage
}

export interface Cause extends EnglishOnly {
  id: string
  /** URL segment of /cause-single/{slug}; some are fixed by existing links. */
  slug: string
  title: string
  /** Category label shown on the card's picture. */
  category: string
  image: ContentImage
  /** Progress shown on the bar, in percent (0..100): raised / goal, computed by the build. */
  progress: number
  goalCents: number
  raisedCents: number
  authorName: string
  summary: string
  body: readonly string[]
}

export interface Campaign extends EnglishOnly {
  id: string
  title: string
  description: string
  goalCents: number
  raisedCents: number
  /** Progress shown on the bar, in percent (0..100): raised / goal, computed by the build. */
  progress: number
  image: ContentImage
}

/** What a volunteer needs to know about the weekly packing session. */
export interface VolunteerSession extends EnglishOnly {
  title: string
  /** Weekday 0 is Sunday; in the collective's time zone, whatever the device's. */
  rule: WeeklyRule
  /** The rule as people say it; shown before the page has worked out the dates. */
  ruleText: string
  duration: string
  placeText: string
  /** Map position of the door, for the phone's maps app. */
  location: { latitude: number; longitude: number }
  wear: readonly string[]
  bring: readonly string[]
  ageRules: readonly string[]
  accessibility: readonly string[]
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

export interface Post extends EnglishOnly {
  id: string
  /** URL segment of /blog-single/{slug} and its two other layouts. */
  slug: string
  title: string
  /** The category's name in the page's language. */
  category: string
  /** For lists, cards and link previews (600 x 420). */
  image: ContentImage
  /** For the post's own page (1200 x 630). */
  wideImage: ContentImage
  excerpt: string
  author: string
  authorTitle: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  commentCount: number
  /** A video post shows its picture with a video badge: no recording exists yet. */
  format: 'standard' | 'video'
  tags: readonly string[]
}

export interface BlogCategory extends EnglishOnly {
  name: string
  /** How many posts have this category. */
  count: number
}

export interface ExampleComment extends EnglishOnly {
  id: string
  author: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  text: string
  /** Letter shown in the round avatar. */
  avatarInitial: string
}

/**
 * What every blog page reads: the newest posts, without their text (see PostBody), enough for the
 * lists' first pages (FIRST_PAGES); the lists load the rest (virtual:content/post-archive) only
 * for a later page or a search, so no page starts with years of posts.
 */
export interface Blog extends EnglishOnly {
  /** The newest posts, newest first. */
  posts: readonly Post[]
  /** How many posts there are in all. */
  postCount: number
  /** In the sidebar's order. */
  categories: readonly BlogCategory[]
  /** The tags two or more posts share, the most shared first. */
  tags: readonly string[]
  /** Shown under every post until comments are live. */
  comments: readonly ExampleComment[]
}

/** A post's text. */
export interface PostBody extends EnglishOnly {
  body: import('@portabletext/react').PortableTextBlock[]
}

/** A link to a post: its address and title. */
export type PostLink = Pick<Post, 'slug' | 'title' | 'englishOnly'>

/** What a post's page reads, in a module of its own that only its page loads. */
export interface PostEntry {
  post: Post
  text: PostBody
  /** The older post in publication order; absent for the oldest. */
  previous?: PostLink
  /** The newer post; absent for the newest. */
  next?: PostLink
}
