/** The sections of / and /home, in order: what the prerendered page holds and hydration keeps. */
export const MAIN_ORDER = [
  'hero',
  'mission',
  'features',
  'about',
  'testimonials',
  'causes',
  'campaigns',
  'cta',
  'feedback',
  'fun-facts',
  'target',
  'partners',
  'events',
  'team',
  'posts',
  'photo-grid',
]
