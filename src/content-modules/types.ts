import type { Content } from '../../scripts/content/registry.ts'

/**
 * The shapes pages read for the content kept in Sanity, one language at a time, inferred from the
 * build's loaders (scripts/content/registry.ts; docs/content-types.md): change what a loader
 * shapes and these follow. The modules serving them are declared in virtual-modules.d.ts.
 */
type Each<List> = List extends readonly (infer Item)[] ? Item : never

export type Organisation = Content['organisation']['en']
export type PostalAddress = Organisation['address']
export type CharityEvent = Each<Content['events']['en']>
export type TeamMember = Each<Content['team']['en']>
export type Testimonial = Each<Content['testimonials']['en']>
export type Cause = Each<Content['causes']['en']>
export type VolunteerSession = Content['volunteerSession']['en']
export type HeroSlide = Each<Content['heroSlides']['en']>
export type FeatureTile = Each<Content['featureTiles']['en']['featureTiles']>
/** The drawings a feature tile can show (FeatureIcon.tsx draws each). */
export type FeatureIconName = FeatureTile['icon']
export type FunFact = Each<Content['funFacts']['en']>
export type Product = Each<Content['products']['en']>
export type Blog = Content['blog']['en']
export type Post = Each<Blog['posts']>
export type PostEntry = import('../../scripts/content/post-content.ts').PostEntry
export type PostBody = PostEntry['text']
export type PostLink = NonNullable<PostEntry['previous']>

/** One language's version and the other's, as `localized()` (src/lib/i18n/localized.ts) reads them. */
export interface ByLocale<T> {
  en: T
  es: T
}
