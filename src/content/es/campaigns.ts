import type { Campaign } from '../campaigns'
import { contentImage } from '../image'
import { fundedPercent } from '../progress'

const campaignContent: readonly Omit<Campaign, 'progress'>[] = [
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
  },
]

/**
 * The two featured campaigns on the home page, in Spanish. The amounts are the English ones;
 * progress is computed from them, as in English.
 */
export const campaigns: readonly Campaign[] = campaignContent.map((campaign) => ({
  ...campaign,
  progress: fundedPercent(campaign.raisedCents, campaign.goalCents),
}))
