// Written by scripts/content/content-plugin.ts from scripts/content/registry.ts: do not edit.
/**
 * The content modules the build serves from Sanity or the sample dataset. Each exports its
 * English value and `byLocale`; the types are the loaders' (`Content`).
 */
type BuildContent = import('../../scripts/content/registry.ts').Content
type ByLocale<T> = import('./types.ts').ByLocale<T>
/** A list's lookup of the item with a slug. */
type FindIn<List extends readonly unknown[]> = (slug: string) => List[number] | undefined

declare module 'virtual:content/organisation' {
  type Value = BuildContent['organisation']['en']
  export const organisation: Value
  export const byLocale: ByLocale<{ organisation: Value }>
  export function telHref(phone: string): string
  export function formatAddress(): string
}

declare module 'virtual:content/food-help' {
  type Value = BuildContent['foodHelp']['en']
  export const foodHelp: Value
  export const byLocale: ByLocale<{ foodHelp: Value }>
}

/** The weekly rule as people say it, apart: page heads, on every page, need only this line. */
declare module 'virtual:content/food-help-schedule-text' {
  type Value = BuildContent['foodHelp']['en']['scheduleText']
  export const foodHelpScheduleText: Value
  export const byLocale: ByLocale<{ foodHelpScheduleText: Value }>
}

declare module 'virtual:content/events' {
  type Value = BuildContent['events']['en']
  export const events: Value
  export const byLocale: ByLocale<{ events: Value; findEvent: FindIn<Value> }>
  /** When the build read the events: prerendered pages tell upcoming from past as of then. */
  export const readAt: number
}

declare module 'virtual:content/team' {
  type Value = BuildContent['team']['en']
  export const team: Value
  export const byLocale: ByLocale<{ team: Value; findTeamMember: FindIn<Value> }>
}

declare module 'virtual:content/testimonials' {
  type Value = BuildContent['testimonials']['en']
  export const testimonials: Value
  export const byLocale: ByLocale<{ testimonials: Value }>
}

declare module 'virtual:content/about' {
  type Value = BuildContent['about']['en']
  export const about: Value
  export const byLocale: ByLocale<{ about: Value }>
}

declare module 'virtual:content/partners' {
  type Value = BuildContent['partners']['en']
  export const partners: Value
  export const byLocale: ByLocale<{ partners: Value }>
}

declare module 'virtual:content/photo-grid' {
  type Value = BuildContent['photoGrid']['en']
  export const photoGrid: Value
  export const byLocale: ByLocale<{ photoGrid: Value }>
}

declare module 'virtual:content/causes' {
  type Value = BuildContent['causes']['en']
  export const causes: Value
  export const byLocale: ByLocale<{ causes: Value; findCause: FindIn<Value> }>
}

declare module 'virtual:content/campaigns' {
  type Value = BuildContent['campaigns']['en']
  export const campaigns: Value
  export const byLocale: ByLocale<{ campaigns: Value }>
}

/** The home page popup’s picture, lettered in each language. */
declare module 'virtual:content/promo' {
  type Value = BuildContent['promo']['en']['promoImage']
  export const promoImage: Value
  export const byLocale: ByLocale<{ promoImage: Value }>
}

declare module 'virtual:content/volunteer' {
  type Value = BuildContent['volunteerSession']['en']
  export const volunteerSession: Value
  export const byLocale: ByLocale<{ volunteerSession: Value }>
}

declare module 'virtual:content/notices' {
  type Value = BuildContent['notices']['en']
  export const notices: Value
  export const byLocale: ByLocale<{ notices: Value }>
  /** When the build read the notices: the prerendered pages show those current then. */
  export const readAt: number
}

/** Read by the server render only, which writes each language’s slides into that language’s file (src/lib/i18n/page-catalog.ts): pages read them with `activeHeroSlides()`. */
declare module 'virtual:content/hero-slides' {
  type Value = BuildContent['heroSlides']['en']
  export const heroSlides: Value
  export const byLocale: ByLocale<{ heroSlides: Value }>
}

declare module 'virtual:content/feature-tiles' {
  type Value = BuildContent['featureTiles']['en']['featureTiles']
  export const featureTiles: Value
  export const byLocale: ByLocale<{ featureTiles: Value }>
}

declare module 'virtual:content/feature-strip' {
  type Value = BuildContent['featureTiles']['en']['featureStrip']
  export const featureStrip: Value
  export const byLocale: ByLocale<{ featureStrip: Value }>
}

declare module 'virtual:content/fun-facts' {
  type Value = BuildContent['funFacts']['en']
  export const funFacts: Value
  export const byLocale: ByLocale<{ funFacts: Value }>
}

/** What every blog page reads: the newest posts without their text, categories, tags, comments. */
declare module 'virtual:content/post-list' {
  type Blog = BuildContent['blog']['en']
  export const blog: Blog
  export const byLocale: { en: { blog: Blog }; es: { blog: Blog } }
}

/** The posts after post-list's, newest first, without their text: a later page of a list, or a search, loads them. */
declare module 'virtual:content/post-archive' {
  type Posts = BuildContent['blog']['en']['posts']
  export const posts: Posts
  export const byLocale: { en: { posts: Posts }; es: { posts: Posts } }
}

/** Imports one post's module (`virtual:content/post/<slug>`); undefined for an unknown slug. */
declare module 'virtual:content/post-entries' {
  type PostEntry = import('../../scripts/content/post-content.ts').PostEntry
  export function importPostEntry(
    slug: string,
  ): Promise<{ byLocale: { en: PostEntry; es: PostEntry } } | undefined>
}

declare module 'virtual:content/products' {
  type Value = BuildContent['products']['en']
  export const products: Value
  export const byLocale: ByLocale<{ products: Value; findProduct: FindIn<Value> }>
}

declare module 'virtual:content/product-reviews' {
  type Value = BuildContent['productReviews']['en']
  export const productReviews: Value
  export const byLocale: ByLocale<{ productReviews: Value }>
}
