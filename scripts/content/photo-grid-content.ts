import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, single, withPictures } from './loader.ts'

interface PhotoGridDocument {
  _id: string
  /** Each picture's `_key` as `_id`, so an error names it. */
  pictures: { _id: string; image: ImageWithAlt }[]
}

/** The grid's nine pictures in the Studio's order, their descriptions in each language. */
export const photoGrid = loader({
  types: ['photoGrid'],
  modules: { name: 'photo-grid', export: 'photoGrid' },
  query: `*[_type == "photoGrid"]{
  _id, "pictures": pictures[]{ "_id": _key, "image": @${IMAGE} }
}`,
  shape: (documents: PhotoGridDocument[], context) => {
    const grid = single('photoGrid', documents)
    return withPictures(
      { type: `photoGrid "${grid._id}" picture`, field: 'image', size: imageSizes.tile },
      (picture: PhotoGridDocument['pictures'][number], _l, image) => ({ id: picture._id, image }),
    )(grid.pictures, context)
  },
})
