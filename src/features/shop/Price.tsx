import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'

interface PriceProps {
  priceCents: number
  oldPriceCents?: number
  className?: string
}

/** The price with the struck-through former price, read out as "Price ..., was ...". */
export function Price({ priceCents, oldPriceCents, className }: PriceProps): ReactElement {
  return (
    <p className={`price${className ? ` ${className}` : ''}`}>
      <span className="visually-hidden">{t('shop.price')} </span>
      <span className="price__now">{formatCents(priceCents)}</span>
      {oldPriceCents !== undefined && oldPriceCents > priceCents ? (
        <>
          <span className="visually-hidden">, {t('shop.price.was')} </span>
          <del className="price__was">{formatCents(oldPriceCents)}</del>
        </>
      ) : null}
    </p>
  )
}
