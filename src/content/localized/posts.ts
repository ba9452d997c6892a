import * as en from '../posts'
// SPANISH SOURCE, not yet translated: switch this line to '../es/posts' once that file exists.
import * as es from '../posts'

/** src/content/posts.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
