import { Link } from '@tanstack/react-router'
import type { ReactElement, ReactNode } from 'react'
import { t } from '../../lib/i18n/translate'
import '../../ui/skeleton.css'

/**
 * What a database-backed block shows before the database answers, and in the prerendered HTML:
 * a calm placeholder of about the final height, so nothing jumps when the content arrives.
 */
export function LoadingBlock({ label, rows = 3 }: { label: string; rows?: number }): ReactElement {
  return (
    <div className="loading-block" aria-busy="true">
      <p className="visually-hidden">{label}</p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={index} className="skeleton loading-block__row" />
      ))}
    </div>
  )
}

interface PendingProps {
  /** Which hint decides: data-cart="empty" or data-order="none". */
  hint: 'cart' | 'order'
  label: string
  rows: number
  empty: ReactNode
}

/**
 * What a page of the visitor's own data (cart, checkout, order) shows until the database answers,
 * prerendered as well: both the loading block and the empty state, one of them shown by CSS
 * (cart.css) from the hint the inline loader writes on <html> before the app starts
 * (src/db/saved-state-hints.ts). A device known to hold nothing sees its empty state from the
 * HTML's first paint; any other sees the neutral loading block, never a wrong "empty".
 */
export function PendingState({ hint, label, rows, empty }: PendingProps): ReactElement {
  return (
    <div className="pending-state" data-pending={hint}>
      <LoadingBlock label={label} rows={rows} />
      <div className="pending-state__empty">{empty}</div>
    </div>
  )
}

/** A page section with the pending state until the database answers, then the empty state. */
export function PendingOrEmpty({ pending, ...props }: PendingProps & { pending: boolean }) {
  return (
    <section className="section">
      <div className="container">{pending ? <PendingState {...props} /> : props.empty}</div>
    </section>
  )
}

/** A page of saved data with nothing in it: what is missing, and the way to the shop. */
export function EmptyState({ title, text }: { title: string; text: string }): ReactElement {
  return (
    <div className="empty-state card">
      <p className="empty-state__title">{title}</p>
      <p>{text}</p>
      <Link to="/shop" className="btn btn--primary">
        {t('shop.goToShop')}
      </Link>
    </div>
  )
}
