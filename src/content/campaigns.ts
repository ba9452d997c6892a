import { type ContentImage, contentImage } from './image'
import { fundedPercent } from './progress'

export interface Campaign {
  id: string
  title: string
  description: string
  goalCents: number
  raisedCents: number
  /** Progress shown on the bar, in percent (0..100): raised / goal, computed. */
  progress: number
  image: ContentImage
}

const campaignContent: readonly Omit<Campaign, 'progress'>[] = [
  {
    id: 'holiday-lunch-packs',
    title: 'Holiday lunch packs',
    description:
      'Packed lunches and snack bags for children who rely on school meals, so that weekends and school holidays are not hungry days.',
    goalCents: 50000,
    raisedCents: 40000,
    image: contentImage(
      'campaigns/holiday-lunch-packs.svg',
      'A smiling child holding a packed lunch box next to an apple and a stack of books',
      'card',
    ),
  },
  {
    id: 'keep-the-fridges-cold',
    title: 'Keep the community fridges cold',
    description:
      'Power, repairs and a second-hand freezer for our two community fridges, so rescued milk, meat and greens stay fresh until a neighbour takes them home.',
    goalCents: 80000,
    raisedCents: 56000,
    image: contentImage(
      'campaigns/community-fridges.svg',
      'A brightly painted community fridge stocked with food, beside a crate of produce',
      'card',
    ),
  },
]

/** The two featured campaigns on the home page. */
export const campaigns: readonly Campaign[] = campaignContent.map((campaign) => ({
  ...campaign,
  progress: fundedPercent(campaign.raisedCents, campaign.goalCents),
}))
