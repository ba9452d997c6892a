import type { ReactElement, ReactNode } from 'react'
import type { ContentImage } from '../../content/image'
import { ContentImg } from '../ContentImg'

export type ImageLoading = 'lazy' | 'eager'

interface CardImageProps {
  image: ContentImage
  loading?: ImageLoading
  /** Badges laid over the image's corner (category, date, video). */
  children?: ReactNode
}

/** A card's picture with its intrinsic size, so the card keeps its shape before the file loads. */
export function CardImage({ image, loading = 'lazy', children }: CardImageProps): ReactElement {
  return (
    <div className="entity-card__media">
      <ContentImg image={image} loading={loading} decoding="async" />
      {children}
    </div>
  )
}
