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
