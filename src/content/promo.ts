import { type ContentImage, contentImage } from './image'

/** The image in the promotional popup on the home page. The alt text repeats the words in it. */
export const promoImage: ContentImage = contentImage(
  'promo/sunday-packing.svg',
  'Every Sunday at 3pm: pack a box, feed a neighbour. Rescued food, shared with dignity. All welcome.',
  'popup',
)
