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
