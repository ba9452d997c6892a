import { photoGrid as english, type PhotoTile } from '../photo-grid'

/** The tiles' alt texts in Spanish, in the English order. */
const alts: readonly string[] = [
  'Una caja de manzanas y verduras de hoja rescatadas',
  'Una canasta de pan recién hecho y una baguette',
  'Manos abiertas sosteniendo un corazón rojo',
  'Un refrigerador comunitario pintado y lleno de comida',
  'Tomates y verduras de hoja creciendo en una cama de cultivo',
  'Una caja de comida con pan, zanahorias y fruta',
  'Un plato caliente de sopa de verduras',
  'Un montón de manzanas rojas, anaranjadas y verdes',
  'Voluntarios en la mesa de empaque',
]

/**
 * The nine-tile photo grid with Spanish alt texts; a tile with no Spanish text stays English (the
 * twins test fails on it).
 */
export const photoGrid: readonly PhotoTile[] = english.map((tile, i) => ({
  ...tile,
  image: { ...tile.image, alt: alts[i] ?? tile.image.alt },
}))
