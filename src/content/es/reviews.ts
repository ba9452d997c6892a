import { contentImage } from '../image'
import type { ProductReview } from '../reviews'

/**
 * The two example reviews in Spanish; names, dates and ratings are the English ones.
 */
export const productReviews: readonly ProductReview[] = [
  {
    id: 'review-1',
    name: 'Hannah Brooks',
    date: '2026-10-02',
    rating: 5,
    text: 'Muy buena calidad, y llegó empacado en una caja de frutas y verduras reutilizada con una nota de agradecimiento escrita a mano. Saber que el dinero mantiene funcionando los refrigeradores lo hace todavía mejor.',
    avatar: contentImage('avatars/hannah-brooks.svg', 'Retrato de Hannah Brooks', 'avatar'),
  },
  {
    id: 'review-2',
    name: 'Marcus Lee',
    date: '2026-09-18',
    rating: 4,
    text: 'Tal como lo describen y bien hecho. Tardó una semana en llegar porque los pedidos se empacan los domingos, pero no me importó cuando supe por qué.',
    avatar: contentImage('avatars/marcus-lee.svg', 'Retrato de Marcus Lee', 'avatar'),
  },
]
