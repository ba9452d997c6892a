import type { ContentImage } from '../image'
import { promoImage as english } from '../promo'

/**
 * The home page's promotional image. Its artwork is lettered in English; the alt text gives its
 * words in Spanish.
 */
export const promoImage: ContentImage = {
  ...english,
  alt: 'Todos los domingos a las 3 p.m.: empaque una caja, alimente a un vecino. Comida rescatada, compartida con dignidad. Todos son bienvenidos.',
}
