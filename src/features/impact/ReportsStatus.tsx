import type { ReactElement } from 'react'
import { config } from '../../lib/client-config'
import { formatDateTime } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'
import { OfflineIcon } from './impact-icons'
import type { ImpactReportsState } from './use-impact-reports'

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
  // With no Sanity project configured, the reports are the bundled sample (reports-loader.ts).
  const sample = !config.VITE_SANITY_PROJECT_ID
  return (
    <div className="reports-status" aria-live="polite">
      {state.status === 'loading' ? (
        <p className="reports-status__text">{t('impact.status.loading')}</p>
      ) : null}
      {state.status === 'loaded' && sample ? <SampleNote /> : null}
      {state.status === 'loaded' && !sample ? (
        <p className="reports-status__text">
          {t('impact.status.live', { count: state.value.reportCount })}
        </p>
      ) : null}
      {state.status === 'cached' ? (
        <>
          {sample ? <SampleNote /> : null}
          <div className="reports-status__saved">
            <OfflineIcon />
            <p>
              <strong>
                {t('impact.status.lastUpdated', { date: formatDateTime(state.savedAt) })}
              </strong>{' '}
              {state.offline ? t('impact.status.offline') : t('impact.status.unreachable')}
            </p>
            {state.offline ? null : (
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={retrying ? undefined : onRetry}
                aria-disabled={retrying}
              >
                {retrying ? t('impact.retrying') : t('impact.retry')}
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
      <span className="reports-status__badge">{t('impact.status.sample')}</span>
      <span>{t('impact.status.sampleText')}</span>
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
      <p className="reports-error__title">{t('impact.error.title')}</p>
      <p>{offline ? t('impact.error.offline') : t('impact.error.noAnswer')}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={retrying ? undefined : onRetry}
        aria-disabled={retrying}
      >
        {retrying ? t('impact.retrying') : t('impact.retry')}
      </button>
    </div>
  )
}
