import { type ContentImage, contentImage } from './image'

export interface ProductReview {
  id: string
  name: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  /** Stars out of 5, 1..5. */
  rating: number
  text: string
  avatar: ContentImage
}

/** The two example reviews on every product's Review tab. */
export const productReviews: readonly ProductReview[] = [
  {
    id: 'review-1',
    name: 'Hannah Brooks',
    date: '2026-10-02',
    rating: 5,
    text: 'Lovely quality, and it arrived packed in a reused produce box with a handwritten thank-you note. Knowing the money keeps the fridges running makes it even better.',
    avatar: contentImage('avatars/hannah-brooks.svg', 'Portrait of Hannah Brooks', 'avatar'),
  },
  {
    id: 'review-2',
    name: 'Marcus Lee',
    date: '2026-09-18',
    rating: 4,
    text: 'Exactly as described and well made. It took a week to arrive because orders are packed on Sundays, which I did not mind once I knew why.',
    avatar: contentImage('avatars/marcus-lee.svg', 'Portrait of Marcus Lee', 'avatar'),
  },
]
