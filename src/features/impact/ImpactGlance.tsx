import { type ReactElement, useEffect, useState } from 'react'
import { organisation } from '../../content/organisation'
import { useOpenedDatabaseConnection } from '../../db/opened-connection'
import { formatDate, formatDateTime } from '../../lib/date-time'
import { formatPounds } from './summarise-reports'
import type { ImpactReportsState } from './use-impact-reports'
import './impact-glance.css'

/**
 * The numbers at a glance, first on the page (above the fold on a phone): the latest week, its
 * change from the week before, this year so far, and about how many meals that is, with the date
 * of the latest report, when the numbers were checked and whether they are kept for offline use.
 * Prerendered as a skeleton of the same size: the reports load after hydration.
 */
export function ImpactGlance({ state }: { state: ImpactReportsState }): ReactElement | null {
  const connection = useOpenedDatabaseConnection()
  // When this answer arrived: a live answer was checked just now.
  const [checkedAt, setCheckedAt] = useState<number | null>(null)
  useEffect(() => {
    if (state.status === 'loaded') setCheckedAt(Date.now())
    else if (state.status === 'cached') setCheckedAt(state.savedAt)
  }, [state])

  if (state.status === 'failed') return null
  const summary = state.status === 'loading' ? null : state.summary
  const glance = summary?.glance
  const { meals } = organisation
  const saved =
    state.status === 'cached' || (state.status === 'loaded' && connection?.persistent === true)

  return (
    <section className="impact-glance" aria-labelledby="impact-glance-title" aria-busy={!glance}>
      <div className="container">
        <h2 id="impact-glance-title" className="impact-glance__title">
          At a glance
        </h2>
        <dl className="impact-glance__figures">
          <Figure
            label="Latest week"
            value={glance?.latest ? `${formatPounds(glance.latest.pounds)} lbs` : undefined}
            detail={glance?.latest ? `Sunday ${formatDate(glance.latest.date)}` : undefined}
          />
          <Figure
            label="Change from the week before"
            value={
              glance
                ? glance.change === null
                  ? 'First week'
                  : signedPounds(glance.change)
                : undefined
            }
          />
          <Figure
            label={glance?.year ? `${glance.year} so far` : 'This year so far'}
            value={glance ? `${formatPounds(glance.yearTotal)} lbs` : undefined}
          />
          <Figure
            label="About"
            value={glance ? `${formatPounds(glance.yearMeals)} meals` : undefined}
            detail={
              glance ? (
                <>
                  at {meals.poundsPerMeal} lb a meal (
                  <a href={meals.sourceUrl} rel="noopener">
                    {meals.source}
                  </a>
                  )
                </>
              ) : undefined
            }
          />
        </dl>
        <p className="impact-glance__status" data-testid="glance-status">
          {glance?.latest && checkedAt !== null
            ? `Numbers as of ${formatDate(glance.latest.date)}, checked ${formatDateTime(checkedAt)}. ${
                saved ? 'Saved on this device for offline use.' : 'Not saved for offline use.'
              }`
            : '\u00a0'}
        </p>
      </div>
    </section>
  )
}

function signedPounds(change: number): string {
  if (change === 0) return 'Same as the week before'
  return `${change > 0 ? '+' : '−'}${formatPounds(Math.abs(change))} lbs`
}

function Figure({
  label,
  value,
  detail,
}: {
  label: string
  value: string | undefined
  detail?: ReactElement | string | undefined
}): ReactElement {
  return (
    <div className="impact-glance__figure">
      <dt>{label}</dt>
      <dd>
        {value === undefined ? (
          <span className="skeleton impact-glance__skeleton">
            <span className="visually-hidden">loading</span>
          </span>
        ) : (
          <span className="impact-glance__value">{value}</span>
        )}
        <span className="impact-glance__detail">{detail ?? '\u00a0'}</span>
      </dd>
    </div>
  )
}
