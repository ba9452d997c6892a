import { heroSlides as english, type HeroSlide } from '../hero-slides'

type SlideText = Pick<HeroSlide, 'title' | 'text'> & { alt: string }

const spanish: Readonly<Record<string, SlideText>> = {
  'hero-1': {
    title: 'La buena comida va en el plato, no en la basura',
    text: 'Rescatamos comida sobrante de tiendas, panaderías y granjas locales, y la compartimos con los vecinos esa misma semana.',
    alt: 'Voluntarios compartiendo cajas de comida rescatada y pan en una mesa en la calle',
  },
  'hero-2': {
    title: 'Tome lo que necesite, deje lo que pueda',
    text: 'Nuestros refrigeradores comunitarios están abiertos día y noche, y los llenan voluntarios y vecinos por igual.',
    alt: 'Un refrigerador comunitario lleno gracias a los vecinos, con cajas de frutas y verduras y una canasta de pan',
  },
  'hero-3': {
    title: 'Sembrar, compartir y no desperdiciar nada',
    text: 'Camas de cultivo en terrenos prestados, composta de nuestros restos y verduras para cada caja del domingo.',
    alt: 'Una cama de cultivo llena de verduras en la ciudad, entre una caja de manzanas y un bote de composta',
  },
}

/**
 * The home-page hero slides in Spanish, in the English order; the images are the English ones
 * with Spanish alt text. A slide with no Spanish text stays English (the twins test fails on it).
 */
export const heroSlides: readonly HeroSlide[] = english.map((slide) => {
  const text = spanish[slide.id]
  if (!text) return slide
  const { alt, ...words } = text
  return { ...slide, ...words, image: { ...slide.image, alt } }
})
