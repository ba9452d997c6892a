import { number, object, string } from 'yup'
import type { FeatureTile } from '../../src/content-modules/types.ts'
import { FEATURE_ICONS, FEATURE_STRIPS } from '../../src/content-schema/feature-tile.ts'
import { localeString, text, validateDocuments } from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const FEATURE_TILES_QUERY = `*[_type == "featureTile"] | order(order asc){
  _id, strip, order, title, text, icon
}`

const featureTileDocument = object({
  _id: text(),
  strip: string()
    .oneOf(
      FEATURE_STRIPS.map((strip) => strip.value),
      'is not a strip of the home pages',
    )
    .required('is missing'),
  order: number().integer().required('is missing'),
  title: localeString(),
  text: localeString(),
  icon: string()
    .oneOf(
      FEATURE_ICONS.map((icon) => icon.value),
      'is not a drawing the site has',
    )
    .required('is missing'),
})

export interface FeatureTiles {
  /** The six-tile strip of the home page. */
  featureTiles: FeatureTile[]
  /** The three-tile strip of /home-2. */
  featureStrip: FeatureTile[]
}

/** The home pages' feature tiles in each language, each strip in the staff's order. */
export async function loadFeatureTiles(
  source: ContentSource,
): Promise<Record<Language, FeatureTiles>> {
  const answer = await queryContent(source, FEATURE_TILES_QUERY)
  const tiles = validateDocuments('featureTile', featureTileDocument, answer)
  return both((language) => {
    const strip = (name: string) =>
      tiles
        .filter((tile) => tile.strip === name)
        .map((tile) =>
          localize(language, (l) => ({
            id: tile._id,
            title: l.text(tile.title, 'title'),
            text: l.text(tile.text, 'text'),
            icon: tile.icon,
          })),
        )
    return { featureTiles: strip('home'), featureStrip: strip('home-2') }
  })
}
