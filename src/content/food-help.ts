import { foodHelpScheduleText } from './food-help-schedule-text.ts'

/**
 * What a neighbour who needs food must know: when, where, what to bring, what they get, and
 * who else can help. These are the collective's facts, written here for the collective to
 * CONFIRM before launch and to keep up to date: a wrong time or a wrong rule turns someone away.
 * Every page, the printed sheet and the search-engine data read them from here.
 */
export const foodHelp = {
  /**
   * FACT TO CONFIRM: food is given out every Sunday from 3pm to 5pm, California time. Weekday 0
   * is Sunday; the shape is src/lib/weekly-schedule.ts's WeeklyRule.
   */
  schedule: {
    weekday: 0,
    time: '15:00',
    durationMinutes: 120,
    timeZone: 'America/Los_Angeles',
  },
  /** The rule as people say it; shown until the page has worked out the next date. */
  scheduleText: foodHelpScheduleText,
  /** FACT TO CONFIRM: where on the site to go (the address itself is in organisation.ts). */
  placeText: 'Side door of the community hall, under the green awning.',
  /** FACT TO CONFIRM: map position of the door, for the phone's maps app. */
  location: { latitude: 33.975, longitude: -117.38 },
  /** FACT TO CONFIRM: how to get there. */
  gettingThere: [
    'Bus: RTA route 1 to University Ave & Orchard Lane, then a 3-minute walk.',
    'Parking: free on Orchard Lane and in the hall car park on Sundays.',
    'Step-free: a ramp at the side door, no steps inside.',
  ],
  /** FACT TO CONFIRM: who can come and what they need to bring. */
  whoCanCome: [
    'Anyone who needs food. You do not need to live in Riverside.',
    'No ID or proof of income needed.',
    'No sign-up. Just come along.',
    'You can collect for a neighbour or family member too.',
  ],
  /** The one-line answer to "what do I bring", shown on the first screen. */
  whatToBring: 'Just bring a bag if you have one. No ID, no forms.',
  /** FACT TO CONFIRM: what a box usually holds. */
  boxContents: [
    'Fresh fruit and vegetables',
    'Bread',
    'Milk, eggs or cheese when we have them',
    'Rice, beans, pasta and cans',
    'Meat or fish some weeks',
  ],
  /** FACT TO CONFIRM: how dietary needs are handled. */
  dietaryNeeds:
    'Tell a volunteer if you are vegetarian, halal, kosher, have an allergy or need soft food. We swap items where we can. Labels show what is in each pack.',
  /**
   * FACT TO CONFIRM: other help nearby. Numbers are the public information lines; change them
   * here if the county or state changes them.
   */
  otherHelp: [
    {
      name: '211 Riverside County',
      what: 'Food, housing and bills help, any day, any time.',
      phone: '211',
    },
    {
      name: 'CalFresh (SNAP) food benefits',
      what: 'Money for groceries each month. Ask if you can get it.',
      phone: '1-877-847-3663',
    },
    {
      name: 'WIC',
      what: 'Food and support for pregnant people, babies and children under 5.',
      phone: '1-888-942-2229',
    },
  ],
} as const

/** The subject the "is something here wrong?" link fills in (letters and spaces only). */
export const foodHelpCorrectionSubject = 'Correction to the Get help page'
