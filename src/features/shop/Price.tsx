import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'

interface PriceProps {
  priceCents: number
  /** Always higher than the price (the product schema's rule), as the compare table shows it too. */
  oldPriceCents: number
  className?: string
}

/** The price with the struck-through former price, read out as "Price ..., was ...". */
export function Price({ priceCents, oldPriceCents, className }: PriceProps): ReactElement {
  return (
    <p className={`price${className ? ` ${className}` : ''}`}>
      <span className="visually-hidden">{t('shop.price')} </span>
      <span className="price__now">{formatCents(priceCents)}</span>
      <span className="visually-hidden">, {t('shop.price.was')} </span>
      <del className="price__was">{formatCents(oldPriceCents)}</del>
    </p>
  )
}
