import type { ImgHTMLAttributes, ReactElement } from 'react'
import type { ContentImage } from '../content/image'
import { langOf } from '../content-modules/english-only'

type ContentImgProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** The file with its intrinsic size and description; `alt`, `width`, `height` given beside it win. */
  image: ContentImage
}

/**
 * A picture from the site's content. Width and height always go out with the file, so the page
 * reserves the space before it loads (no layout shift); loading, decoding and priority stay each
 * caller's choice, since the first picture of a page is fetched at once and the rest lazily.
 * A description still in English on a Spanish page is marked so.
 */
export function ContentImg({ image, ...attributes }: ContentImgProps): ReactElement {
  return (
    <img
      src={image.src}
      alt={image.alt}
      lang={langOf(image, 'alt')}
      width={image.width}
      height={image.height}
      {...attributes}
    />
  )
}
