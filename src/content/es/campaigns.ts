import { type Campaign, campaigns as english } from '../campaigns'

type CampaignText = Pick<Campaign, 'title' | 'description'> & { alt: string }

const spanish: Readonly<Record<string, CampaignText>> = {
  'holiday-lunch-packs': {
    title: 'Almuerzos para las vacaciones',
    description:
      'Almuerzos y bolsas de botanas para niños que dependen de la comida escolar, para que los fines de semana y las vacaciones no sean días de hambre.',
    alt: 'Un niño sonriente con una lonchera junto a una manzana y una pila de libros',
  },
  'keep-the-fridges-cold': {
    title: 'Que los refrigeradores comunitarios sigan fríos',
    description:
      'Luz, reparaciones y un congelador de segunda mano para nuestros dos refrigeradores comunitarios, para que la leche, la carne y las verduras rescatadas sigan frescas hasta que un vecino se las lleve a casa.',
    alt: 'Un refrigerador comunitario pintado de colores vivos y lleno de comida, junto a una caja de frutas y verduras',
  },
}

/**
 * The two featured campaigns in Spanish. Amounts and progress are the English ones; a campaign
 * with no Spanish text stays English (the twins test fails on it).
 */
export const campaigns: readonly Campaign[] = english.map((campaign) => {
  const text = spanish[campaign.id]
  if (!text) return campaign
  const { alt, ...words } = text
  return { ...campaign, ...words, image: { ...campaign.image, alt } }
})
