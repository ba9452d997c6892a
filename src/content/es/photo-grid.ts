import { contentImage } from '../image'
import type { PhotoTile } from '../photo-grid'

/**
 * The nine-tile photo grid on the landing page, with Spanish alt texts.
 */
export const photoGrid: readonly PhotoTile[] = [
  {
    id: 'tile-1',
    image: contentImage(
      'photo-grid/tile-1.svg',
      'Una caja de manzanas y verduras de hoja rescatadas',
      'tile',
    ),
  },
  {
    id: 'tile-2',
    image: contentImage(
      'photo-grid/tile-2.svg',
      'Una canasta de pan recién hecho y una baguette',
      'tile',
    ),
  },
  {
    id: 'tile-3',
    image: contentImage(
      'photo-grid/tile-3.svg',
      'Manos abiertas sosteniendo un corazón rojo',
      'tile',
    ),
  },
  {
    id: 'tile-4',
    image: contentImage(
      'photo-grid/tile-4.svg',
      'Un refrigerador comunitario pintado y lleno de comida',
      'tile',
    ),
  },
  {
    id: 'tile-5',
    image: contentImage(
      'photo-grid/tile-5.svg',
      'Tomates y verduras de hoja creciendo en una cama de cultivo',
      'tile',
    ),
  },
  {
    id: 'tile-6',
    image: contentImage(
      'photo-grid/tile-6.svg',
      'Una caja de comida con pan, zanahorias y fruta',
      'tile',
    ),
  },
  {
    id: 'tile-7',
    image: contentImage('photo-grid/tile-7.svg', 'Un plato caliente de sopa de verduras', 'tile'),
  },
  {
    id: 'tile-8',
    image: contentImage(
      'photo-grid/tile-8.svg',
      'Un montón de manzanas rojas, anaranjadas y verdes',
      'tile',
    ),
  },
  {
    id: 'tile-9',
    image: contentImage('photo-grid/tile-9.svg', 'Voluntarios en la mesa de empaque', 'tile'),
  },
]
