// Written by scripts/content/content-plugin.ts from scripts/content/registry.ts: do not edit.
/**
 * The content modules the build serves from Sanity or the sample dataset. Each exports its
 * English value and `byLocale`; the types are the loaders' (`Content`).
 */

declare module 'virtual:content/organisation' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['organisation']['en']
  type Each = { organisation: Value }
  export const organisation: Value
  export const byLocale: { en: Each; es: Each }
  export function telHref(phone: string): string
  export function formatAddress(): string
}

declare module 'virtual:content/food-help' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['foodHelp']['en']
  type Each = { foodHelp: Value }
  export const foodHelp: Value
  export const byLocale: { en: Each; es: Each }
}

/** The weekly rule as people say it, apart: page heads, on every page, need only this line. */
declare module 'virtual:content/food-help-schedule-text' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['foodHelp']['en']['scheduleText']
  type Each = { foodHelpScheduleText: Value }
  export const foodHelpScheduleText: Value
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/events' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['events']['en']
  type Each = { events: Value; findEvent(slug: string): Value[number] | undefined }
  export const events: Value
  export function findEvent(slug: string, list?: Value): Value[number] | undefined
  export const byLocale: { en: Each; es: Each }
  /** When the build read the events: prerendered pages tell upcoming from past as of then. */
  export const readAt: number
}

declare module 'virtual:content/team' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['team']['en']
  type Each = { team: Value; findTeamMember(slug: string): Value[number] | undefined }
  export const team: Value
  export function findTeamMember(slug: string, list?: Value): Value[number] | undefined
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/testimonials' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['testimonials']['en']
  type Each = { testimonials: Value }
  export const testimonials: Value
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/about' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['about']['en']
  type Each = { about: Value }
  export const about: Value
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/partners' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['partners']['en']
  type Each = { partners: Value }
  export const partners: Value
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/photo-grid' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['photoGrid']['en']
  type Each = { photoGrid: Value }
  export const photoGrid: Value
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/causes' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['causes']['en']
  type Each = { causes: Value; findCause(slug: string): Value[number] | undefined }
  export const causes: Value
  export function findCause(slug: string, list?: Value): Value[number] | undefined
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/campaigns' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['campaigns']['en']
  type Each = { campaigns: Value }
  export const campaigns: Value
  export const byLocale: { en: Each; es: Each }
}

/** The home page popup’s picture, lettered in each language. */
declare module 'virtual:content/promo' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['promo']['en']['promoImage']
  type Each = { promoImage: Value }
  export const promoImage: Value
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/volunteer' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['volunteerSession']['en']
  type Each = { volunteerSession: Value }
  export const volunteerSession: Value
  export const byLocale: { en: Each; es: Each }
}

declare module 'virtual:content/notices' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['notices']['en']
  type Each = { notices: Value }
  export const notices: Value
  export const byLocale: { en: Each; es: Each }
  /** When the build read the notices: the prerendered pages show those current then. */
  export const readAt: number
}

/** Read by the server render only, which writes each language’s slides into that language’s file (src/lib/i18n/page-catalog.ts): pages read them with `activeHeroSlides()`. */
declare module 'virtual:content/hero-slides' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['heroSlides']['en']
  export const byLocale: { en: Value; es: Value }
  export const heroSlides: Value['heroSlides']
}

declare module 'virtual:content/feature-tiles' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['featureTiles']['en']
  export const byLocale: { en: Value; es: Value }
  export const featureTiles: Value['featureTiles']
  export const featureStrip: Value['featureStrip']
}

declare module 'virtual:content/fun-facts' {
  type Content = import('../../scripts/content/registry.ts').Content
  type Value = Content['funFacts']['en']
  export const byLocale: { en: Value; es: Value }
  export const funFacts: Value['funFacts']
}

/** What every blog page reads: the newest posts without their text, categories, tags, comments. */
declare module 'virtual:content/post-list' {
  type Blog = import('../../scripts/content/registry.ts').Content['blog']['en']
  export const blog: Blog
  export const byLocale: { en: { blog: Blog }; es: { blog: Blog } }
}

/** The posts after post-list's, newest first, without their text: a later page of a list, or a search, loads them. */
declare module 'virtual:content/post-archive' {
  type Posts = import('../../scripts/content/registry.ts').Content['blog']['en']['posts']
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
