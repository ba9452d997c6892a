import { partners as english, type Partner } from '../partners'

/**
 * The five partner logos; the names are the partners' own, so only the logo's alt text is
 * Spanish.
 */
export const partners: readonly Partner[] = english.map((partner) => ({
  ...partner,
  image: { ...partner.image, alt: `Logotipo de ${partner.name}` },
}))
