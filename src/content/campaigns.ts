import { type ContentImage, contentImage } from './image'

export interface Campaign {
  id: string
  title: string
  description: string
  goalCents: number
  raisedCents: number
  /** Progress shown on the bar, in percent (0..100); a fixed display value. */
  progress: number
  image: ContentImage
}

/** The two featured campaigns on the home page. */
export const campaigns: readonly Campaign[] = [
  {
    id: 'campaign-1',
    title: 'Save the children',
    description:
      'Packed lunches and snack bags for children who rely on school meals, so that weekends and school holidays are not hungry days.',
    goalCents: 50000,
    raisedCents: 30000,
    progress: 80,
    image: contentImage(
      'campaigns/save-the-children.svg',
      'A smiling child holding a packed lunch box next to an apple and a stack of books',
      'card',
    ),
  },
  {
    id: 'campaign-2',
    title: 'Need the Water',
    description:
      'Bottled water and refillable jugs for our summer delivery rounds and the community fridge, when the heat makes clean drinking water as urgent as food.',
    goalCents: 80000,
    raisedCents: 40000,
    progress: 70,
    image: contentImage(
      'campaigns/need-the-water.svg',
      'A large water drop beside two glasses of clean water',
      'card',
    ),
  },
]
