import type { WeeklyRule } from '../../src/lib/weekly-schedule.ts'
import { loader, singleIn } from './loader.ts'
import { type Localized, linesOf } from './localize.ts'

interface FoodHelpDocument {
  _id: string
  /** Checked against the schema: weekday a whole number from 0 (Sunday) to 6. */
  schedule: WeeklyRule
  scheduleText: Localized
  placeText: Localized
  location: { lat: number; lng: number }
  gettingThere: Localized[]
  whoCanCome: Localized[]
  whatToBring: Localized
  boxContents: Localized[]
  dietaryNeeds: Localized
  otherHelp: { name: Localized; what: Localized; phone: string }[]
}

/** When and where food is given out, and where else to find help (the Get help page). */
export const foodHelp = loader({
  types: ['foodHelp'],
  modules: [
    { name: 'food-help', export: 'foodHelp' },
    {
      name: 'food-help-schedule-text',
      export: 'foodHelpScheduleText',
      pick: 'scheduleText',
      about:
        'The weekly rule as people say it, apart: page heads, on every page, need only this line.',
    },
  ],
  query: `*[_type == "foodHelp"]{
  _id, "schedule": schedule{ weekday, time, durationMinutes, timeZone }, scheduleText, placeText,
  "location": location{ lat, lng }, gettingThere, whoCanCome, whatToBring, boxContents,
  dietaryNeeds, "otherHelp": otherHelp[]{ name, what, phone }
}`,
  shape: singleIn('foodHelp', (food: FoodHelpDocument, l) => ({
    schedule: food.schedule,
    /** The rule as people say it; shown until the page has worked out the next date. */
    scheduleText: l.text(food.scheduleText, 'scheduleText'),
    placeText: l.text(food.placeText, 'placeText'),
    location: { latitude: food.location.lat, longitude: food.location.lng },
    // A list of lines is marked as a whole when any of its lines is in English.
    gettingThere: l.lines(linesOf(food.gettingThere), 'gettingThere'),
    whoCanCome: l.lines(linesOf(food.whoCanCome), 'whoCanCome'),
    whatToBring: l.text(food.whatToBring, 'whatToBring'),
    boxContents: l.lines(linesOf(food.boxContents), 'boxContents'),
    dietaryNeeds: l.text(food.dietaryNeeds, 'dietaryNeeds'),
    otherHelp: l.each(food.otherHelp, (help, h) => ({
      name: h.text(help.name, 'name'),
      what: h.text(help.what, 'what'),
      phone: help.phone,
    })),
  })),
})
