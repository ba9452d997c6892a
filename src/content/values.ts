export interface AboutValue {
  id: string
  title: string
  text: string
}

export interface Statement {
  id: 'mission' | 'vision' | 'values'
  title: 'Mission' | 'Vision' | 'Values'
  text: string
}

/** The About page introduction. */
export const aboutIntro: readonly string[] = [
  'We are a community food collective. For more than five years, since our founder first loaded a borrowed van with a bakery’s unsold bread, we have been rescuing good food that would otherwise be thrown away and sharing it with neighbours who need it.',
  'Every Sunday at 3pm, volunteers gather to sort, pack and deliver boxes of rescued food. During the week we run community fridges, same-day emergency boxes, cooking classes and gardens on borrowed land. We have no paid staff and no forms to fill in: if you need food, you get food.',
]

/** The five values on the About page. */
export const aboutValues: readonly AboutValue[] = [
  {
    id: 'donation',
    title: 'Donation',
    text: 'Food, time and money given freely by shops, farms and neighbours, and every gift accounted for down to the last dollar.',
  },
  {
    id: 'food-distribution',
    title: 'Food Distribution',
    text: 'Two hundred boxes every Sunday, two community fridges, and a driver at your door the same day when the cupboard is bare.',
  },
  {
    id: 'community',
    title: 'Community',
    text: 'Half of our volunteers once received a box. We work as neighbours, side by side, not as givers and receivers.',
  },
  {
    id: 'hope',
    title: 'Hope',
    text: 'A full fridge, a warm meal and a friendly face can turn the worst week of the month into one that is bearable.',
  },
  {
    id: 'empathy',
    title: 'Empathy',
    text: 'We ask what people like to eat, remember their allergies and never ask anyone to prove that they are hungry.',
  },
]

/** Mission, Vision and Values, in that order. */
export const missionVisionValues: readonly Statement[] = [
  {
    id: 'mission',
    title: 'Mission',
    text: 'To rescue good food before it is wasted and share it, with dignity and without conditions, with every neighbour who needs it.',
  },
  {
    id: 'vision',
    title: 'Vision',
    text: 'A city where no good food goes in the bin while anyone goes hungry, and where every street has a fridge, a garden and a neighbour who will help.',
  },
  {
    id: 'values',
    title: 'Values',
    text: 'Dignity before paperwork. Fresh food, not leftovers of leftovers. Openness about every dollar. And a seat at the table for everyone, on both sides of it.',
  },
]
