import type { ReactElement } from 'react'
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
      <span className="visually-hidden">Price </span>
      <span className="price__now">{formatCents(priceCents)}</span>
      {oldPriceCents !== undefined && oldPriceCents > priceCents ? (
        <>
          <span className="visually-hidden">, was </span>
          <del className="price__was">{formatCents(oldPriceCents)}</del>
        </>
      ) : null}
    </p>
  )
}
