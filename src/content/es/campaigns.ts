import type { Campaign } from '../campaigns'
import { contentImage } from '../image'

/**
 * The two featured campaigns on the home page, in Spanish; amounts and progress are the English
 * ones.
 */
export const campaigns: readonly Campaign[] = [
  {
    id: 'holiday-lunch-packs',
    title: 'Almuerzos para las vacaciones',
    description:
      'Almuerzos y bolsas de botanas para niños que dependen de la comida escolar, para que los fines de semana y las vacaciones no sean días de hambre.',
    goalCents: 50000,
    raisedCents: 40000,
    image: contentImage(
      'campaigns/holiday-lunch-packs.svg',
      'Un niño sonriente con una lonchera junto a una manzana y una pila de libros',
      'card',
    ),
    progress: 80,
  },
  {
    id: 'keep-the-fridges-cold',
    title: 'Que los refrigeradores comunitarios sigan fríos',
    description:
      'Luz, reparaciones y un congelador de segunda mano para nuestros dos refrigeradores comunitarios, para que la leche, la carne y las verduras rescatadas sigan frescas hasta que un vecino se las lleve a casa.',
    goalCents: 80000,
    raisedCents: 56000,
    image: contentImage(
      'campaigns/community-fridges.svg',
      'Un refrigerador comunitario pintado de colores vivos y lleno de comida, junto a una caja de frutas y verduras',
      'card',
    ),
    progress: 70,
  },
]
