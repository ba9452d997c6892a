/** English messages of the about, causes, events, team and testimonials pages and their detail pages. Keys start with 'pages.'. */
export const pages = {
  // /about
  'pages.about.since': 'Since {year}',
  'pages.about.title': 'Neighbours feeding neighbours',
  'pages.about.valuesTag': 'What we stand for',
  'pages.about.valuesTitle': 'Our five values',
  'pages.about.valuesIntro': 'Five words we come back to whenever we have a decision to make.',
  'pages.about.whyTag': 'Why we do it',
  'pages.about.whyTitle': 'Mission, Vision and Values',
  'pages.about.mission': 'Mission',
  'pages.about.vision': 'Vision',
  'pages.about.values': 'Values',
  // /causes and /cause-single/<slug>
  'pages.causes.tag': 'Where your gift goes',
  'pages.causes.title': 'Recent Case Studies',
  'pages.causes.intro':
    'Six pieces of work your donations keep going, from rescued vegetables to a voice at city hall.',
  'pages.cause.others': 'Other causes',
  'pages.cause.funded': 'Funded',
  'pages.cause.raisedOf': '{raised} raised of {goal}',
  'pages.cause.goal': 'Goal',
  'pages.cause.raised': 'Raised',
  'pages.cause.writtenBy': 'Written by',
  'pages.cause.donateTo': ' to {title}',
  // /events and /event-single/<slug>
  'pages.events.tag': 'Join us',
  'pages.events.title': 'Upcoming events',
  'pages.events.intro':
    'Packing sessions, food shares, gleaning days and classes. Everyone is welcome, no experience needed.',
  'pages.events.past': 'Past events',
  'pages.events.volunteer': 'Come to a Sunday packing session',
  'pages.event.passed': 'This event has passed',
  'pages.event.more': 'More events',
  'pages.event.info': 'Event info',
  'pages.event.start': 'Start',
  'pages.event.end': 'End',
  'pages.event.organisation': 'Organisation',
  // /team and /team-single/<slug>
  'pages.team.tag': 'Our team',
  'pages.team.title': 'The people behind the boxes',
  'pages.team.intro':
    'A founder and a crew of volunteers who give their Sundays, mornings and evenings to rescuing food and sharing it.',
  'pages.member.onLinkedIn': '{name} on LinkedIn',
  'pages.member.description': '{name}, {role} at the collective: {about}',
  'pages.member.about': 'About Me',
  // /testimonials
  'pages.testimonials.tag': 'Testimonials',
  'pages.testimonials.title': 'Community Voices',
  'pages.testimonials.intro':
    'Volunteers and neighbours, and many who are both, on what the collective means to them.',
  // Head descriptions of these pages on /es (src/lib/seo.ts reads `page.<path>.description`; an
  // English page keeps its route's own words, repeated here as the Spanish twins' source).
  'page./about.description':
    'How a Sunday food-rescue circle grew into a community collective that shares surplus food with neighbours.',
  'page./causes.description':
    'Recent case studies: the six causes your donations fund, from rescued vegetables and urban gardens to emergency food boxes.',
  'page./events.description': 'Packing sessions, food drives and community meals you can join.',
  'page./team.description':
    'Meet the founder and volunteers who rescue, pack and deliver food every week.',
  'page./testimonials.description':
    'Volunteers and neighbours in their own words about the collective.',
  'page./donate.description':
    'Support Our Community: every dollar helps rescue food and pack boxes for neighbours.',
  'page./donation-thanks.description':
    'Thank you for supporting the collective: your donation, as Stripe recorded it.',
} as const
