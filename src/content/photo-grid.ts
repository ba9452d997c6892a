import { type ContentImage, contentImage } from './image'

export interface PhotoTile {
  id: string
  image: ContentImage
}

const ALTS = [
  'A crate of rescued apples and greens',
  'A basket of fresh loaves and a baguette',
  'Open hands holding a red heart',
  'A painted community fridge stocked with food',
  'Tomatoes and greens growing in a raised bed',
  'A food box packed with bread, carrots and fruit',
  'A warm bowl of vegetable soup',
  'A pile of red, orange and green apples',
  'Volunteers at the packing table',
] as const

/** The nine-tile photo grid on the landing page. */
export const photoGrid: readonly PhotoTile[] = ALTS.map((alt, i) => ({
  id: `tile-${i + 1}`,
  image: contentImage(`photo-grid/tile-${i + 1}.svg`, alt, 'tile'),
}))
