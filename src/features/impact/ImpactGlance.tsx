import { type ReactElement, useEffect, useState } from 'react'
import { organisation } from '../../content/organisation'
import { useOpenedDatabaseConnection } from '../../db/opened-connection'
import { formatDate, formatDateTime, formatDayAndDate } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'
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
          {t('impact.glance.title')}
        </h2>
        <dl className="impact-glance__figures">
          <Figure
            label={t('impact.glance.latest')}
            value={glance?.latest ? poundsText(glance.latest.pounds) : undefined}
            detail={glance?.latest ? formatDayAndDate(glance.latest.date) : undefined}
          />
          <Figure
            label={t('impact.glance.change')}
            value={
              glance
                ? glance.change === null
                  ? t('impact.glance.firstWeek')
                  : signedPounds(glance.change)
                : undefined
            }
          />
          <Figure
            label={
              glance?.year
                ? t('impact.glance.yearSoFar', { year: glance.year })
                : t('impact.glance.thisYear')
            }
            value={glance ? poundsText(glance.yearTotal) : undefined}
          />
          <Figure
            label={t('impact.glance.about')}
            value={
              glance
                ? t('impact.glance.meals', { meals: formatPounds(glance.yearMeals) })
                : undefined
            }
            detail={
              glance ? (
                <>
                  {t('impact.glance.perMeal', { perMeal: meals.poundsPerMeal })} (
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
            ? `${t('impact.glance.asOf', {
                date: formatDate(glance.latest.date),
                checked: formatDateTime(checkedAt),
              })} ${saved ? t('impact.glance.saved') : t('impact.glance.notSaved')}`
            : '\u00a0'}
        </p>
      </div>
    </section>
  )
}

function signedPounds(change: number): string {
  if (change === 0) return t('impact.glance.sameAsBefore')
  return `${change > 0 ? '+' : '−'}${poundsText(Math.abs(change))}`
}

/** "1,234 lbs" ("1,234 lb" in Spanish). */
function poundsText(pounds: number): string {
  return t('impact.pounds', { pounds: formatPounds(pounds) })
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
            <span className="visually-hidden">{t('impact.loading')}</span>
          </span>
        ) : (
          <span className="impact-glance__value">{value}</span>
        )}
        <span className="impact-glance__detail">{detail ?? '\u00a0'}</span>
      </dd>
    </div>
  )
}
