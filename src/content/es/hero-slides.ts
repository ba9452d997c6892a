import type { HeroSlide } from '../hero-slides'
import { contentImage } from '../image'

/**
 * Slides of the home-page hero slider in Spanish, in the English order; the images are the
 * English artwork with Spanish alt text.
 */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'hero-1',
    title: 'La buena comida va en el plato, no en la basura',
    text: 'Rescatamos comida sobrante de tiendas, panaderías y granjas locales, y la compartimos con los vecinos esa misma semana.',
    image: contentImage(
      'hero/rescued-food-table.svg',
      'Voluntarios compartiendo cajas de comida rescatada y pan en una mesa en la calle',
      'hero',
    ),
  },
  {
    id: 'hero-2',
    title: 'Tome lo que necesite, deje lo que pueda',
    text: 'Nuestros refrigeradores comunitarios están abiertos día y noche, y los llenan voluntarios y vecinos por igual.',
    image: contentImage(
      'hero/community-fridge.svg',
      'Un refrigerador comunitario lleno gracias a los vecinos, con cajas de frutas y verduras y una canasta de pan',
      'hero',
    ),
  },
  {
    id: 'hero-3',
    title: 'Sembrar, compartir y no desperdiciar nada',
    text: 'Camas de cultivo en terrenos prestados, composta de nuestros restos y verduras para cada caja del domingo.',
    image: contentImage(
      'hero/growing-together.svg',
      'Una cama de cultivo llena de verduras en la ciudad, entre una caja de manzanas y un bote de composta',
      'hero',
    ),
  },
]
