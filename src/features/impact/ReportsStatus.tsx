import type { ReactElement } from 'react'
import { formatDateTime } from '../../lib/date-time'
import { OfflineIcon } from './impact-icons'
import type { ImpactReportsState } from './use-impact-reports'

/** "Nov 21, 2026, 2:05 PM", in the visitor's own time zone (the site's one date-time format). */
export function formatSavedAt(savedAt: number): string {
  return formatDateTime(savedAt)
}

interface ReportsStatusProps {
  state: ImpactReportsState
  retrying: boolean
  onRetry: () => void
}

/**
 * One line under the total saying where the numbers come from: live, sample, or the copy saved
 * on this device (with its date and why). Its height is reserved, so nothing shifts when it fills.
 */
export function ReportsStatus({ state, retrying, onRetry }: ReportsStatusProps): ReactElement {
  return (
    <div className="reports-status" aria-live="polite">
      {state.status === 'loading' ? (
        <p className="reports-status__text">Loading the weekly reports…</p>
      ) : null}
      {state.status === 'loaded' && state.origin === 'sample' ? <SampleNote /> : null}
      {state.status === 'loaded' && state.origin === 'sanity' ? (
        <p className="reports-status__text">
          Updated every week from our Sunday reports: {state.summary.reportCount} so far.
        </p>
      ) : null}
      {state.status === 'cached' ? (
        <>
          {state.origin === 'sample' ? <SampleNote /> : null}
          <div className="reports-status__saved">
            <OfflineIcon />
            <p>
              <strong>Last updated {formatSavedAt(state.savedAt)}.</strong>{' '}
              {state.offline
                ? "You're offline: these are the numbers saved on this device."
                : "We couldn't reach the reports just now: these are the numbers saved on this device."}
            </p>
            {state.offline ? null : (
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={retrying ? undefined : onRetry}
                aria-disabled={retrying}
              >
                {retrying ? 'Trying again…' : 'Retry'}
              </button>
            )}
          </div>
        </>
      ) : null}
    </div>
  )
}

function SampleNote(): ReactElement {
  return (
    <p className="reports-status__text">
      <span className="reports-status__badge">Sample data</span>
      <span>Example numbers, shown until our own weekly reports are connected.</span>
    </p>
  )
}

/** Nothing to show at all: say so plainly and offer to try again. */
export function ReportsError({
  offline,
  retrying,
  onRetry,
}: {
  offline: boolean
  retrying: boolean
  onRetry: () => void
}): ReactElement {
  return (
    <div className="reports-error" role="alert">
      <p className="reports-error__title">We couldn't load the donation reports.</p>
      <p>
        {offline
          ? "You're offline and this device has no saved copy yet. Connect to the internet and try again."
          : 'The report service did not answer. Please try again in a moment.'}
      </p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={retrying ? undefined : onRetry}
        aria-disabled={retrying}
      >
        {retrying ? 'Trying again…' : 'Retry'}
      </button>
    </div>
  )
}
