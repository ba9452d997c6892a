import { array, object } from 'yup'
import { imageSizes } from '../../src/content/image.ts'
import type { PhotoTile } from '../../src/content-modules/types.ts'
import type { ImageResolver } from './content-images.ts'
import { IMAGE } from './content-images.ts'
import { image, single, text, validateDocuments } from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const PHOTO_GRID_QUERY = `*[_type == "photoGrid"]{
  _id, "pictures": pictures[]{ _key, "image": @${IMAGE} }
}`

export const photoGridDocument = object({
  _id: text(),
  pictures: array(object({ _key: text(), image }))
    .required('is missing')
    .length(9, 'must hold nine pictures'),
})

/** The grid's nine pictures in the Studio's order, their descriptions in each language. */
export async function loadPhotoGrid(
  source: ContentSource,
  images: ImageResolver,
): Promise<Record<Language, PhotoTile[]>> {
  const grid = single(
    'photoGrid',
    validateDocuments('photoGrid', photoGridDocument, await queryContent(source, PHOTO_GRID_QUERY)),
  )
  const tiles = await Promise.all(
    grid.pictures.map(async (picture, index) => ({
      picture,
      file: await images.resolve(
        picture.image,
        imageSizes.tile,
        `photoGrid "${grid._id}" picture ${index + 1}`,
      ),
    })),
  )
  return both((language) =>
    tiles.map(({ picture, file }) => ({
      id: picture._key,
      image: localize(language, (i) => ({ ...file, alt: i.text(picture.image.alt, 'alt') })),
    })),
  )
}
