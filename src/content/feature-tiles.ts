/** Names of the small line icons the feature tiles use; the UI maps each to an inline SVG. */
export type FeatureIcon = 'book' | 'apple' | 'sun' | 'hands' | 'child' | 'heart' | 'people'

export interface FeatureTile {
  id: string
  title: string
  text: string
  icon: FeatureIcon
}

/** The six-tile feature strip on the home page. */
export const featureTiles: readonly FeatureTile[] = [
  {
    id: 'education',
    title: 'Education',
    text: 'Free cooking classes that turn a box of rescued food into a week of dinners.',
    icon: 'book',
  },
  {
    id: 'food',
    title: 'Food',
    text: 'Fresh produce, bread and staples, rescued from shops and shared the same week.',
    icon: 'apple',
  },
  {
    id: 'hope',
    title: 'Hope',
    text: 'A full fridge and a friendly face when the end of the month comes too soon.',
    icon: 'sun',
  },
  {
    id: 'welcome',
    title: 'Welcome',
    text: 'Faith groups of every kind lend us halls and hands; everyone is welcome, whatever they believe.',
    icon: 'hands',
  },
  {
    id: 'children',
    title: 'Children',
    text: 'Lunch packs for the school holidays, so that no child spends the break hungry.',
    icon: 'child',
  },
  {
    id: 'donation',
    title: 'Donation',
    text: 'Every dollar keeps the vans moving and the fridges cold; $35 fills an emergency box.',
    icon: 'heart',
  },
]

/** The three-tile variant of the strip. */
export const featureStrip: readonly FeatureTile[] = [
  {
    id: 'education',
    title: 'Education',
    text: 'Cooking classes in English and Spanish, with childcare in the next room.',
    icon: 'book',
  },
  {
    id: 'food',
    title: 'Food',
    text: 'Two hundred boxes packed every Sunday at 3pm from food that would have been wasted.',
    icon: 'apple',
  },
  {
    id: 'human-hope',
    title: 'Human hope',
    text: 'Neighbours looking after neighbours: half our volunteers once received a box.',
    icon: 'people',
  },
]
