import type { ReactElement } from 'react'
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
