import type { WeeklyRule } from '../../src/lib/weekly-schedule.ts'
import { loader, singleIn } from './loader.ts'
import { type Localized, linesOf } from './localize.ts'

interface VolunteerDocument {
  _id: string
  title: Localized
  /** Checked against the schema: weekday a whole number from 0 (Sunday) to 6. */
  schedule: WeeklyRule
  ruleText: Localized
  duration: Localized
  placeText: Localized
  location: { lat: number; lng: number }
  wear: Localized[]
  bring: Localized[]
  ageRules: Localized[]
  accessibility: Localized[]
}

/** What a volunteer needs to know about the weekly packing session, in both languages. */
export const volunteerSession = loader({
  types: ['volunteerSession'],
  modules: { name: 'volunteer', export: 'volunteerSession' },
  query: `*[_type == "volunteerSession"]{
  _id, title, "schedule": schedule{ weekday, time, durationMinutes, timeZone }, ruleText,
  duration, placeText, "location": location{ lat, lng }, wear, bring, ageRules, accessibility
}`,
  shape: singleIn('volunteerSession', (session: VolunteerDocument, l) => ({
    title: l.text(session.title, 'title'),
    /** Weekday 0 is Sunday; in the collective's time zone, whatever the device's. */
    rule: session.schedule,
    /** The rule as people say it; shown before the page has worked out the dates. */
    ruleText: l.text(session.ruleText, 'ruleText'),
    duration: l.text(session.duration, 'duration'),
    placeText: l.text(session.placeText, 'placeText'),
    /** Map position of the door, for the phone's maps app. */
    location: { latitude: session.location.lat, longitude: session.location.lng },
    // A list of lines is marked as a whole when any of its lines is in English.
    wear: l.lines(linesOf(session.wear), 'wear'),
    bring: l.lines(linesOf(session.bring), 'bring'),
    ageRules: l.lines(linesOf(session.ageRules), 'ageRules'),
    accessibility: l.lines(linesOf(session.accessibility), 'accessibility'),
  })),
})
