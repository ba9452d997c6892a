// SPANISH SOURCE
import * as esTwin from '../es/team'
import * as en from '../team'

// The twin holds the Spanish list; the finder is the English module's, given that list (slugs are
// the same in both languages).
const es = {
  ...esTwin,
  findTeamMember: (slug: string) => en.findTeamMember(slug, esTwin.team),
}

/** src/content/team.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
