import { type ContentImage, contentImage } from './image'

export interface HeroSlide {
  id: string
  title: string
  text: string
  image: ContentImage
}

/** Slides of the home-page hero slider. */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'hero-1',
    title: 'Good food belongs on plates, not in bins',
    text: 'We rescue surplus food from local shops, bakeries and farms, and share it with neighbours the same week.',
    image: contentImage(
      'hero/rescued-food-table.svg',
      'Volunteers sharing crates of rescued food and bread at a street table',
      'hero',
    ),
  },
  {
    id: 'hero-2',
    title: 'Take what you need, leave what you can',
    text: 'Our community fridges are open day and night, stocked by volunteers and neighbours alike.',
    image: contentImage(
      'hero/community-fridge.svg',
      'A community fridge stocked by neighbours, with crates of produce and a basket of bread',
      'hero',
    ),
  },
  {
    id: 'hero-3',
    title: 'Grow it, share it, waste none of it',
    text: 'Raised beds on borrowed land, compost from our scraps, and vegetables for every Sunday box.',
    image: contentImage(
      'hero/growing-together.svg',
      'A city garden bed full of vegetables between a crate of apples and a compost bin',
      'hero',
    ),
  },
]
