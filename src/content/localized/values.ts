// SPANISH SOURCE
import * as es from '../es/values'
import * as english from '../values'

// Statement.title keeps its English value; each language labels it (English with itself).
const en = {
  ...english,
  statementTitleLabels: Object.fromEntries(
    english.missionVisionValues.map((s) => [s.title, s.title]),
  ) as Record<english.Statement['title'], string>,
}

/** src/content/values.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
