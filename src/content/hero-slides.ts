import { type ContentImage, contentImage } from './image'

/**
 * A slide of the home page's hero. Its words are message keys (src/lib/i18n/catalogs, en/home.ts
 * and es/home.ts), written with `t()`, as the menus' labels are: the hero is in the JS every home
 * page starts with, and a Spanish twin module would put both languages' words there, while the
 * catalog a page loads holds only its own language's.
 */
export interface HeroSlide {
  id: string
  /** The title's message key. */
  title: string
  /** The text's message key. */
  text: string
  /** The picture; its `alt` is a message key too (the artwork's <title> is its English text). */
  image: ContentImage
}

/** Slides of the home-page hero slider. */
export const heroSlides = [
  {
    id: 'hero-1',
    title: 'home.slide1.title',
    text: 'home.slide1.text',
    image: contentImage('hero/rescued-food-table.svg', 'home.slide1.alt', 'hero'),
  },
  {
    id: 'hero-2',
    title: 'home.slide2.title',
    text: 'home.slide2.text',
    image: contentImage('hero/community-fridge.svg', 'home.slide2.alt', 'hero'),
  },
  {
    id: 'hero-3',
    title: 'home.slide3.title',
    text: 'home.slide3.text',
    image: contentImage('hero/growing-together.svg', 'home.slide3.alt', 'hero'),
  },
] as const satisfies readonly HeroSlide[]
