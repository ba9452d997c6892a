import type { ContentImage } from '../image'
import { contentImage } from '../image'

/**
 * The image in the promotional popup on the home page, lettered in Spanish (its own file, drawn by
 * scripts/images/promo.ts); the alt text repeats the words in it.
 */
export const promoImage: ContentImage = contentImage(
  'promo/sunday-packing.es.svg',
  'Todos los domingos a las 3 p.m.: empaque una caja, alimente a un vecino. Comida rescatada, compartida con dignidad. Todos son bienvenidos.',
  'popup',
)
