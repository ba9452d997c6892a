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
  export function findEvent(slug: string, list?: readonly CharityEvent[]): CharityEvent | undefined
  export const byLocale: ByLocale<{
    events: readonly CharityEvent[]
    findEvent(slug: string): CharityEvent | undefined
  }>
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
