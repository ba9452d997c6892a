/**
 * The content modules the build serves from Sanity or the sample dataset
 * (scripts/content/content-plugin.ts). Each exports its English value and `byLocale`.
 */
declare module 'virtual:content/organisation' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type Organisation = import('./types').Organisation
  export const organisation: Organisation
  export const byLocale: ByLocale<{ organisation: Organisation }>
  export function telHref(phone: string): string
  export function formatAddress(): string
}

declare module 'virtual:content/food-help' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type FoodHelp = import('./types').FoodHelp
  export const foodHelp: FoodHelp
  export const byLocale: ByLocale<{ foodHelp: FoodHelp }>
}

/** The weekly rule as people say it, apart: page heads, on every page, need only this line. */
declare module 'virtual:content/food-help-schedule-text' {
  type ByLocale<T> = import('./types').ByLocale<T>
  export const foodHelpScheduleText: string
  export const byLocale: ByLocale<{ foodHelpScheduleText: string }>
}

declare module 'virtual:content/events' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type CharityEvent = import('./types').CharityEvent
  export const events: readonly CharityEvent[]
  /** When the build read the events: the prerendered pages tell upcoming from past as of then. */
  export const readAt: number
  export function findEvent(slug: string, list?: readonly CharityEvent[]): CharityEvent | undefined
  export const byLocale: ByLocale<{
    events: readonly CharityEvent[]
    findEvent(slug: string): CharityEvent | undefined
  }>
}

declare module 'virtual:content/team' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type TeamMember = import('./types').TeamMember
  export const team: readonly TeamMember[]
  export function findTeamMember(slug: string, list?: readonly TeamMember[]): TeamMember | undefined
  export const byLocale: ByLocale<{
    team: readonly TeamMember[]
    findTeamMember(slug: string): TeamMember | undefined
  }>
}

declare module 'virtual:content/testimonials' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type Testimonial = import('./types').Testimonial
  export const testimonials: readonly Testimonial[]
  export const byLocale: ByLocale<{ testimonials: readonly Testimonial[] }>
}

declare module 'virtual:content/about' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type About = import('./types').About
  export const about: About
  export const byLocale: ByLocale<{ about: About }>
}

declare module 'virtual:content/partners' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type Partner = import('./types').Partner
  export const partners: readonly Partner[]
  export const byLocale: ByLocale<{ partners: readonly Partner[] }>
}

declare module 'virtual:content/photo-grid' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type PhotoTile = import('./types').PhotoTile
  export const photoGrid: readonly PhotoTile[]
  export const byLocale: ByLocale<{ photoGrid: readonly PhotoTile[] }>
}

declare module 'virtual:content/causes' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type Cause = import('./types').Cause
  export const causes: readonly Cause[]
  export function findCause(slug: string, list?: readonly Cause[]): Cause | undefined
  export const byLocale: ByLocale<{
    causes: readonly Cause[]
    findCause(slug: string): Cause | undefined
  }>
}

declare module 'virtual:content/campaigns' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type Campaign = import('./types').Campaign
  export const campaigns: readonly Campaign[]
  export const byLocale: ByLocale<{ campaigns: readonly Campaign[] }>
}

/** The home page popup's picture, lettered in each language. */
declare module 'virtual:content/promo' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type ContentImage = import('../content/image').ContentImage
  export const promoImage: ContentImage
  export const byLocale: ByLocale<{ promoImage: ContentImage }>
}

declare module 'virtual:content/volunteer' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type VolunteerSession = import('./types').VolunteerSession
  export const volunteerSession: VolunteerSession
  export const byLocale: ByLocale<{ volunteerSession: VolunteerSession }>
}

/**
 * Read by the server render only, which writes each language's slides into that language's file
 * (src/lib/i18n/page-catalog.ts): the hero is in every home page's start-up, the language file
 * holds only the page's own language, and pages read the slides with `activeHeroSlides()`.
 */
declare module 'virtual:content/hero-slides' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type HeroSlide = import('./types').HeroSlide
  export const heroSlides: readonly [HeroSlide, ...HeroSlide[]]
  export const byLocale: ByLocale<{ heroSlides: readonly [HeroSlide, ...HeroSlide[]] }>
}

declare module 'virtual:content/feature-tiles' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type FeatureTile = import('./types').FeatureTile
  /** The six-tile strip of the home page. */
  export const featureTiles: readonly FeatureTile[]
  /** The three-tile strip of /home-2. */
  export const featureStrip: readonly FeatureTile[]
  export const byLocale: ByLocale<{
    featureTiles: readonly FeatureTile[]
    featureStrip: readonly FeatureTile[]
  }>
}

declare module 'virtual:content/fun-facts' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type FunFact = import('./types').FunFact
  export const funFacts: readonly FunFact[]
  export const byLocale: ByLocale<{ funFacts: readonly FunFact[] }>
}

/** What every blog page reads: the newest posts without their text, categories, tags, comments. */
declare module 'virtual:content/post-list' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type Blog = import('./types').Blog
  export const blog: Blog
  export const byLocale: ByLocale<{ blog: Blog }>
}

/**
 * The posts after post-list's, newest first, without their text: a later page of a list, or a
 * search, loads them.
 */
declare module 'virtual:content/post-archive' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type Post = import('./types').Post
  export const posts: readonly Post[]
  export const byLocale: ByLocale<{ posts: readonly Post[] }>
}

/** Imports one post's module (`virtual:content/post/<slug>`); undefined for an unknown slug. */
declare module 'virtual:content/post-entries' {
  type ByLocale<T> = import('./types').ByLocale<T>
  type PostEntry = import('./types').PostEntry
  export function importPostEntry(
    slug: string,
  ): Promise<{ byLocale: ByLocale<PostEntry> } | undefined>
}
