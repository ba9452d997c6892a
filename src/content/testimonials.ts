/** How each voice describes itself: as neighbours, not as givers and receivers. */
export type TestimonialRole = 'Volunteer' | 'Neighbour' | 'Neighbour, now a volunteer'

export interface Testimonial {
  id: string
  quote: string
  /** Author name or initials; the card's avatar shows its first letter. */
  author: string
  role: TestimonialRole
}

/** The six community voices shown in the testimonial sliders. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'testimonial-1',
    quote:
      'I came for a box the week my hours were cut. Nobody made me feel small. Now I am the one handing out the boxes on Sunday, and I make sure nobody feels small either.',
    author: 'Rosa D.',
    role: 'Neighbour, now a volunteer',
  },
  {
    id: 'testimonial-2',
    quote:
      'Three hours on a Sunday, a table full of crates and a room full of people I would never have met otherwise. It is the best part of my week.',
    author: 'Kevin A.',
    role: 'Volunteer',
  },
  {
    id: 'testimonial-3',
    quote:
      'The fridge on Orchard Lane got my kids through the end of every month last winter. Fresh fruit, milk, bread. It sounds small. It was not.',
    author: 'Denise W.',
    role: 'Neighbour',
  },
  {
    id: 'testimonial-4',
    quote:
      'I drive the Tuesday bakery pickup before work. Forty loaves that would have gone in a skip are on somebody’s table by lunchtime.',
    author: 'Marcus L.',
    role: 'Volunteer',
  },
  {
    id: 'testimonial-5',
    quote:
      'They asked what food we actually like and remembered that my son cannot eat nuts. That is when I knew this was different.',
    author: 'Amina S.',
    role: 'Neighbour',
  },
  {
    id: 'testimonial-6',
    quote:
      'After the cooking class I stopped being scared of the vegetables in the box. Now I teach the Spanish-language session myself.',
    author: 'Luis P.',
    role: 'Neighbour, now a volunteer',
  },
]
