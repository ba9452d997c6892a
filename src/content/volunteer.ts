/**
 * What a volunteer needs to know about the Sunday packing session. The collective's facts,
 * changed here once: /volunteer, its calendar files and the subscribable feed read them.
 * The address is the collective's (the organisation document in Sanity).
 */
export const volunteerSession = {
  title: 'Sunday packing session',
  /**
   * Every Sunday 3pm to 5pm, Riverside time, whatever the device's zone. Weekday 0 is Sunday;
   * the shape is src/lib/weekly-schedule.ts's WeeklyRule.
   */
  rule: {
    weekday: 0,
    time: '15:00',
    durationMinutes: 120,
    timeZone: 'America/Los_Angeles',
  },
  /** The rule as people say it; shown before the page has worked out the dates. */
  ruleText: 'Every Sunday, 3pm to 5pm (California time)',
  duration: 'Two hours. Come for the whole session or the first hour; both help.',
  placeText: 'Community hall, side door under the green awning. Ask for the shift lead.',
  /** Map position of the door, for the phone's maps app. */
  location: { latitude: 33.975, longitude: -117.38 },
  wear: [
    'Closed-toe shoes (we lift crates and carts roll past).',
    'Clothes that can get a little dirty; aprons and gloves are provided.',
  ],
  bring: [
    'A water bottle.',
    'Nothing else: no experience or tools needed, we show you on the day.',
  ],
  ageRules: [
    'Ages 16 and up can volunteer on their own.',
    'Ages 10 to 15 are welcome with a parent or guardian at their side.',
    'Under 10s cannot join the packing line, for safety.',
  ],
  accessibility: [
    'Step-free: a ramp at the side door and no steps inside.',
    'Seated packing tables for anyone who cannot stand for long.',
    'An accessible restroom on the ground floor.',
    'Free parking on Orchard Lane and in the hall car park on Sundays.',
  ],
  /** How many sessions the page lists ahead. */
  upcomingCount: 8,
} as const
