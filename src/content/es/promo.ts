import type { ContentImage } from '../image'
import { contentImage } from '../image'

/**
 * The image in the promotional popup on the home page. Its artwork is lettered in English; the
 * alt text gives its words in Spanish.
 */
export const promoImage: ContentImage = contentImage(
  'promo/sunday-packing.svg',
  'Todos los domingos a las 3 p.m.: empaque una caja, alimente a un vecino. Comida rescatada, compartida con dignidad. Todos son bienvenidos.',
  'popup',
)
