import type { FEATURE_ICONS, FEATURE_STRIPS } from '../../src/content-schema/feature-tile.ts'
import { loader } from './loader.ts'
import { both, eachIn, type Localized } from './localize.ts'

interface FeatureTileDocument {
  _id: string
  strip: (typeof FEATURE_STRIPS)[number]['value']
  title: Localized
  text: Localized
  /** One of the drawings FeatureIcon.tsx draws. */
  icon: (typeof FEATURE_ICONS)[number]['value']
}

/** The home pages' feature tiles in each language, each strip in the staff's order. */
export const featureTiles = loader({
  types: ['featureTile'],
  modules: [
    { name: 'feature-tiles', export: 'featureTiles', pick: 'featureTiles' },
    { name: 'feature-strip', export: 'featureStrip', pick: 'featureStrip' },
  ],
  query: `*[_type == "featureTile"] | order(order asc){
  _id, strip, title, text, icon
}`,
  shape: (tiles: FeatureTileDocument[]) => {
    const strip = (name: FeatureTileDocument['strip']) =>
      eachIn(
        tiles.filter((tile) => tile.strip === name),
        (tile, l) => ({
          id: tile._id,
          title: l.text(tile.title, 'title'),
          text: l.text(tile.text, 'text'),
          icon: tile.icon,
        }),
      )
    /** The six-tile strip of the home page, and the three-tile strip of /home-2. */
    const [home, home2] = [strip('home'), strip('home-2')]
    return both((language) => ({ featureTiles: home[language], featureStrip: home2[language] }))
  },
})
