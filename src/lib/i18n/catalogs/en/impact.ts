/** English messages of the Impact page: the glance, the timeline, the reports and their saved state. Keys start with 'impact.'. */
export const impact = {
  // Head tags of the Spanish page (the English page's come from its route)
  'page./impact.description':
    'Weekly donation reports: pounds of rescued food shared with our neighbours, month by month.',
  // Units and shared bits
  'impact.pounds': '{pounds} lbs',
  'impact.loading': 'loading',
  'impact.retry': 'Retry',
  'impact.retrying': 'Trying again…',
  // At a glance
  'impact.glance.title': 'At a glance',
  'impact.glance.latest': 'Latest week',
  'impact.glance.change': 'Change from the week before',
  'impact.glance.firstWeek': 'First week',
  'impact.glance.sameAsBefore': 'Same as the week before',
  'impact.glance.yearSoFar': '{year} so far',
  'impact.glance.thisYear': 'This year so far',
  'impact.glance.about': 'About',
  'impact.glance.meals': '{meals} meals',
  'impact.glance.perMeal': 'at {perMeal} lb a meal',
  'impact.glance.asOf': 'Numbers as of {date}, checked {checked}.',
  'impact.glance.saved': 'Saved on this device for offline use.',
  'impact.glance.notSaved': 'Not saved for offline use.',
  // Introduction and sharing
  'impact.intro.imageAlt':
    'Volunteers weighing crates of rescued vegetables beside a chart that grows week by week',
  'impact.intro.tag': 'Weekly Donation Tracker',
  'impact.intro.title': 'Monitoring Our Collective Impact Week by Week',
  'impact.intro.since':
    'Since {month} we have tracked, week by week, every pound of food our volunteers rescue and donate, working alongside a national food-rescue partner. Each Sunday at 3pm the boxes are packed, weighed and shared with neighbours, and the numbers below grow.',
  'impact.intro.track':
    'We track, week by week, every pound of food our volunteers rescue and donate, working alongside a national food-rescue partner. Each Sunday at 3pm the boxes are packed, weighed and shared with neighbours, and the numbers below grow.',
  'impact.intro.share':
    'Every pound is food that fed a family instead of a landfill. Help {shortName} reach more neighbours: share our mission with the people you know.',
  'impact.share.title': 'Our impact | {name}',
  'impact.share.text':
    'See how many pounds of rescued food {name} has shared with neighbours, week by week.',
  'impact.share.button': 'Share our impact',
  'impact.share.copied': 'Link copied. Paste it anywhere to share our impact.',
  'impact.share.copyThis': 'Copy this link to share our impact: {url}',
  // Where the numbers come from
  'impact.status.loading': 'Loading the weekly reports…',
  'impact.status.live': 'Updated every week from our Sunday reports: {count} so far.',
  'impact.status.lastUpdated': 'Last updated {date}.',
  'impact.status.offline': "You're offline: these are the numbers saved on this device.",
  'impact.status.unreachable':
    "We couldn't reach the reports just now: these are the numbers saved on this device.",
  'impact.status.sample': 'Sample data',
  'impact.status.sampleText': 'Example numbers, shown until our own weekly reports are connected.',
  'impact.error.title': "We couldn't load the donation reports.",
  'impact.error.offline':
    "You're offline and this device has no saved copy yet. Connect to the internet and try again.",
  'impact.error.noAnswer': 'The report service did not answer. Please try again in a moment.',
  // The total and the timeline
  'impact.total.title': 'Total donation progress',
  'impact.total.before': 'Total donation progress:',
  'impact.total.after': 'lbs donated so far...',
  'impact.timeline.empty': 'No monthly reports yet.',
  'impact.timeline.hint':
    'Scroll sideways, or focus the timeline and use the arrow keys, Home and End.',
  'impact.timeline.earlier': 'Earlier months',
  'impact.timeline.later': 'Later months',
  'impact.timeline.label': 'Pounds donated, month by month',
  'impact.timeline.reports': '{count} weekly {{report|reports}}',
  'impact.timeline.latest': 'Latest month',
  // The breakdown by category
  'impact.breakdown.tag': 'Where the pounds come from',
  'impact.breakdown.title': 'What we rescue, by category',
  'impact.breakdown.intro':
    'Every weekly report counts eight kinds of food, from fresh and gleaned produce to rice, beans and ready meals. Together they make up the total above.',
  'impact.chart.title': 'Pounds donated by food category',
  'impact.chart.table': 'Show these numbers as a table',
  'impact.chart.category': 'Category',
  'impact.chart.pounds': 'Pounds',
  'impact.chart.share': 'Share',
  'impact.chart.total': 'Total',
  'impact.category.produce': 'Fresh produce',
  'impact.category.meat': 'Meat',
  'impact.category.dairy': 'Dairy',
  'impact.category.grocerySelfStable': 'Shelf-stable groceries',
  'impact.category.baked': 'Baked goods',
  'impact.category.prepared': 'Prepared meals',
  'impact.category.riceAndBeans': 'Rice and beans',
  'impact.category.gleanersProduce': 'Gleaned produce',
  // The closing sections
  'impact.volunteer.tag': 'Be part of the numbers',
  'impact.volunteer.title': 'Pack with us on Sunday',
  'impact.volunteer.text':
    "Volunteers gather {meetingTime} to sort, weigh and pack boxes of rescued food. Every box you pack is counted in next week's report. No experience needed.",
  'impact.volunteer.button': 'Become a volunteer',
  'impact.partners.title': 'The food comes from our partners',
  'impact.cta.text': 'Every dollar helps us rescue more food and reach more neighbours each week.',
} as const
