import { object } from 'yup'
import type { VolunteerSession } from '../../src/content-modules/types.ts'
import {
  localeLines,
  localeString,
  mapPoint,
  single,
  text,
  validateDocuments,
  weeklyRule,
} from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'
import { linesOf } from './site-content.ts'

export const VOLUNTEER_QUERY = `*[_type == "volunteerSession"]{
  _id, title, schedule, ruleText, duration, placeText, location, wear, bring, ageRules,
  accessibility
}`

export const volunteerDocument = object({
  _id: text(),
  title: localeString(),
  schedule: weeklyRule(),
  ruleText: localeString(),
  duration: localeString(),
  placeText: localeString(),
  location: mapPoint(),
  wear: localeLines(),
  bring: localeLines(),
  ageRules: localeLines(),
  accessibility: localeLines(),
})

/** The weekly packing session's facts and words, in both languages. */
export async function loadVolunteerSession(
  source: ContentSource,
): Promise<Record<Language, VolunteerSession>> {
  const answer = await queryContent(source, VOLUNTEER_QUERY)
  const session = single(
    'volunteerSession',
    validateDocuments('volunteerSession', volunteerDocument, answer),
  )
  return both((language) =>
    localize(language, (l) => ({
      title: l.text(session.title, 'title'),
      // Checked to be a whole number from 0 to 6 above.
      rule: session.schedule as VolunteerSession['rule'],
      ruleText: l.text(session.ruleText, 'ruleText'),
      duration: l.text(session.duration, 'duration'),
      placeText: l.text(session.placeText, 'placeText'),
      location: { latitude: session.location.lat, longitude: session.location.lng },
      // A list of lines is marked as a whole when any of its lines is in English.
      wear: l.lines(linesOf(session.wear), 'wear'),
      bring: l.lines(linesOf(session.bring), 'bring'),
      ageRules: l.lines(linesOf(session.ageRules), 'ageRules'),
      accessibility: l.lines(linesOf(session.accessibility), 'accessibility'),
    })),
  )
}
