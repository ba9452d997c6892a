import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, pictureIn, single } from './loader.ts'
import { both } from './localize.ts'

interface PhotoGridDocument {
  _id: string
  pictures: { _key: string; image: ImageWithAlt }[]
}

/** The grid's nine pictures in the Studio's order, their descriptions in each language. */
export const photoGrid = loader({
  types: ['photoGrid'],
  modules: { name: 'photo-grid', export: 'photoGrid' },
  query: `*[_type == "photoGrid"]{
  _id, "pictures": pictures[]{ _key, "image": @${IMAGE} }
}`,
  shape: async (documents: PhotoGridDocument[], { images }) => {
    const grid = single('photoGrid', documents)
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
        image: pictureIn(language, file, picture.image.alt),
      })),
    )
  },
})
