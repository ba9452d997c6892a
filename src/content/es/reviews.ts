import { productReviews as english, type ProductReview } from '../reviews'

type ReviewText = Pick<ProductReview, 'text'> & { alt: string }

const spanish: Readonly<Record<string, ReviewText>> = {
  'review-1': {
    text: 'Muy buena calidad, y llegó empacado en una caja de frutas y verduras reutilizada con una nota de agradecimiento escrita a mano. Saber que el dinero mantiene funcionando los refrigeradores lo hace todavía mejor.',
    alt: 'Retrato de Hannah Brooks',
  },
  'review-2': {
    text: 'Tal como lo describen y bien hecho. Tardó una semana en llegar porque los pedidos se empacan los domingos, pero no me importó cuando supe por qué.',
    alt: 'Retrato de Marcus Lee',
  },
}

/**
 * The two example reviews in Spanish; names, dates and ratings are the English ones. A review
 * with no Spanish text stays English (the twins test fails on it).
 */
export const productReviews: readonly ProductReview[] = english.map((review) => {
  const text = spanish[review.id]
  if (!text) return review
  return { ...review, text: text.text, avatar: { ...review.avatar, alt: text.alt } }
})
