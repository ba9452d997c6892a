import type { ReactElement, ReactNode } from 'react'
import { LoadingBlock } from './LoadingBlock'

/**
 * What a page of the visitor's own data (cart, checkout, order) shows until the database answers,
 * prerendered as well: both the loading block and the empty state, one of them shown by CSS
 * (cart.css) from the hint the inline loader writes on <html> before the app starts
 * (src/db/saved-state-hints.ts). A device known to hold nothing sees its empty state from the
 * HTML's first paint; any other sees the neutral loading block, never a wrong "empty".
 */
export function PendingState({
  hint,
  label,
  rows,
  empty,
}: {
  /** Which hint decides: data-cart="empty" or data-order="none". */
  hint: 'cart' | 'order'
  label: string
  rows: number
  empty: ReactNode
}): ReactElement {
  return (
    <div className="pending-state" data-pending={hint}>
      <LoadingBlock label={label} rows={rows} />
      <div className="pending-state__empty">{empty}</div>
    </div>
  )
}
