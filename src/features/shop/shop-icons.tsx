import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { Icon } from '../../ui/icons'

export const HeartIcon = ({ filled = false }: { filled?: boolean }): ReactElement => (
  <Icon filled={filled}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </Icon>
)

export const CompareIcon = (): ReactElement => (
  <Icon>
    <path d="M16 3h5v5M21 3l-7 7M8 21H3v-5M3 21l7-7" />
  </Icon>
)

export const TrashIcon = (): ReactElement => (
  <Icon>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </Icon>
)

export const MinusIcon = (): ReactElement => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
)

export const PlusIcon = (): ReactElement => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)

export const CartPlusIcon = (): ReactElement => (
  <Icon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.5 12h12L22 7H6.2" />
  </Icon>
)

export const ZoomIcon = (): ReactElement => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" />
  </Icon>
)

/** The five-pointed star of ratings, shown and chosen. */
export const Star = ({ size, className }: { size: number; className?: string }): ReactElement => (
  <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className={className}>
    <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z" />
  </svg>
)

export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }): ReactElement {
  return (
    <span className="stars" role="img" aria-label={t('shop.product.rated', { rating, outOf })}>
      {Array.from({ length: outOf }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
        <Star key={index} size={18} className={index < rating ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  )
}
