import * as en from '../posts'
// SPANISH SOURCE, translated in ../es/posts but not yet wired: its find/list helpers read the English
// lists and must take the language's list first.
import * as es from '../posts'

/** src/content/posts.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
