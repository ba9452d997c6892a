import type { ReactElement } from 'react'
import { groupDigits } from '../../lib/digits'
import { t } from '../../lib/i18n/translate'
import { CategoryChart } from './CategoryChart'
import { DonationTimeline } from './DonationTimeline'
import { ReportsError, ReportsStatus } from './ReportsStatus'
import type { useImpactReports } from './use-impact-reports'
import '../../ui/skeleton.css'
import './impact-reports.css'

/**
 * The live part of the Impact page: the total, the monthly timeline and the category breakdown.
 * Prerendered as a skeleton of the same size; the page loads the reports (it shows them in more
 * than one place) and passes them in.
 */
export function ImpactReportsView({
  reports: { state, retrying, retry },
}: {
  reports: ReturnType<typeof useImpactReports>
}): ReactElement {
  const summary = state.status === 'loaded' || state.status === 'cached' ? state.value : null

  return (
    <>
      <section
        className="section section--cream impact-progress"
        aria-labelledby="impact-total"
        aria-busy={state.status === 'loading'}
      >
        <div className="container">
          <h2 id="impact-total" className="impact-total">
            {state.status === 'none' ? (
              t('impact.total.title')
            ) : (
              <>
                {t('impact.total.before')}{' '}
                {summary ? (
                  <span className="impact-total__number">{groupDigits(summary.total)}</span>
                ) : (
                  <span className="skeleton impact-total__skeleton">
                    <span className="visually-hidden">{t('impact.loading')}</span>
                  </span>
                )}{' '}
                {t('impact.total.after')}
              </>
            )}
          </h2>
          <ReportsStatus state={state} retrying={retrying} onRetry={retry} />
          {state.status === 'none' ? (
            <ReportsError offline={state.offline} retrying={retrying} onRetry={retry} />
          ) : summary ? (
            <DonationTimeline months={summary.months} />
          ) : (
            <TimelineSkeleton />
          )}
        </div>
      </section>
      {state.status === 'none' ? null : (
        <section className="section impact-breakdown" aria-labelledby="impact-breakdown-title">
          <div className="container impact-breakdown__grid">
            <div>
              <p className="section-heading__tag">{t('impact.breakdown.tag')}</p>
              <h2 id="impact-breakdown-title">{t('impact.breakdown.title')}</h2>
              <p className="impact-breakdown__intro">{t('impact.breakdown.intro')}</p>
            </div>
            {summary ? (
              <CategoryChart categories={summary.categories} total={summary.total} />
            ) : (
              <div className="skeleton impact-breakdown__skeleton" aria-hidden="true" />
            )}
          </div>
        </section>
      )}
    </>
  )
}

function TimelineSkeleton(): ReactElement {
  return (
    <div className="timeline-frame" aria-hidden="true">
      <div className="timeline-controls">
        <span className="skeleton impact-skeleton-line" />
      </div>
      <div className="timeline-scroller timeline-scroller--skeleton">
        <div className="timeline-skeleton">
          {[0, 1, 2, 3, 4].map((i) => (
            <span
              key={i}
              className={`skeleton timeline-skeleton__card timeline-skeleton__card--${i % 2 === 0 ? 'above' : 'below'}`}
            />
          ))}
        </div>
      </div>
    </div>
  )
}
