import type { FeatureTile } from '../feature-tiles'

/**
 * The six-tile feature strip on the home page, in Spanish.
 */
export const featureTiles: readonly FeatureTile[] = [
  {
    id: 'education',
    title: 'Educación',
    text: 'Clases de cocina gratis que convierten una caja de comida rescatada en una semana de cenas.',
    icon: 'book',
  },
  {
    id: 'food',
    title: 'Comida',
    text: 'Frutas y verduras frescas, pan y productos básicos, rescatados de las tiendas y compartidos esa misma semana.',
    icon: 'apple',
  },
  {
    id: 'hope',
    title: 'Esperanza',
    text: 'Un refrigerador lleno y una cara amable cuando el fin de mes llega demasiado pronto.',
    icon: 'sun',
  },
  {
    id: 'welcome',
    title: 'Bienvenida',
    text: 'Grupos de todas las religiones nos prestan sus salones y nos echan una mano; todos son bienvenidos, crean en lo que crean.',
    icon: 'hands',
  },
  {
    id: 'children',
    title: 'Niños',
    text: 'Almuerzos para cuando no hay clases, para que ningún niño pase hambre en las vacaciones.',
    icon: 'child',
  },
  {
    id: 'donation',
    title: 'Donación',
    text: 'Cada dólar mantiene las camionetas en marcha y los refrigeradores fríos; con $35 se llena una caja de emergencia.',
    icon: 'heart',
  },
]

/**
 * The three-tile variant of the strip, in Spanish.
 */
export const featureStrip: readonly FeatureTile[] = [
  {
    id: 'education',
    title: 'Educación',
    text: 'Clases de cocina en inglés y en español, con cuidado de niños en el salón de al lado.',
    icon: 'book',
  },
  {
    id: 'food',
    title: 'Comida',
    text: 'Doscientas cajas empacadas cada domingo a las 3 p.m. con comida que se habría desperdiciado.',
    icon: 'apple',
  },
  {
    id: 'human-hope',
    title: 'Esperanza humana',
    text: 'Vecinos que cuidan a vecinos: la mitad de nuestros voluntarios alguna vez recibió una caja.',
    icon: 'people',
  },
]
