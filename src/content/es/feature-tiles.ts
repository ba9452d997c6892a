import {
  featureStrip as englishStrip,
  featureTiles as englishTiles,
  type FeatureTile,
} from '../feature-tiles'

type TileText = Pick<FeatureTile, 'title' | 'text'>

/** Lays the Spanish words over the English tile with the same id; an untranslated tile stays English. */
function inSpanish(
  tiles: readonly FeatureTile[],
  spanish: Readonly<Record<string, TileText>>,
): readonly FeatureTile[] {
  return tiles.map((tile) => ({ ...tile, ...spanish[tile.id] }))
}

/** The six-tile feature strip on the home page, in Spanish. */
export const featureTiles = inSpanish(englishTiles, {
  education: {
    title: 'Educación',
    text: 'Clases de cocina gratis que convierten una caja de comida rescatada en una semana de cenas.',
  },
  food: {
    title: 'Comida',
    text: 'Frutas y verduras frescas, pan y productos básicos, rescatados de las tiendas y compartidos esa misma semana.',
  },
  hope: {
    title: 'Esperanza',
    text: 'Un refrigerador lleno y una cara amable cuando el fin de mes llega demasiado pronto.',
  },
  welcome: {
    title: 'Bienvenida',
    text: 'Grupos de todas las religiones nos prestan sus salones y nos echan una mano; todos son bienvenidos, crean en lo que crean.',
  },
  children: {
    title: 'Niños',
    text: 'Almuerzos para cuando no hay clases, para que ningún niño pase hambre en las vacaciones.',
  },
  donation: {
    title: 'Donación',
    text: 'Cada dólar mantiene las camionetas en marcha y los refrigeradores fríos; con $35 se llena una caja de emergencia.',
  },
})

/** The three-tile variant of the strip, in Spanish. */
export const featureStrip = inSpanish(englishStrip, {
  education: {
    title: 'Educación',
    text: 'Clases de cocina en inglés y en español, con cuidado de niños en el salón de al lado.',
  },
  food: {
    title: 'Comida',
    text: 'Doscientas cajas empacadas cada domingo a las 3 p.m. con comida que se habría desperdiciado.',
  },
  'human-hope': {
    title: 'Esperanza humana',
    text: 'Vecinos que cuidan a vecinos: la mitad de nuestros voluntarios alguna vez recibió una caja.',
  },
})
