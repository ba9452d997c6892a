import { organisation } from 'virtual:content/organisation'
import { type ReactElement, useMemo } from 'react'
import { databaseConnectionAtom } from '../../db/lazy-database'
import { useHydratedAtomValue } from '../../lib/app-store'
import { formatDate, formatDateTime, formatDayAndDate, formatTime } from '../../lib/date-time'
import { groupDigits } from '../../lib/digits'
import { t } from '../../lib/i18n/translate'
import { ReservedText } from '../../ui/ReservedText'
import type { ImpactReportsState } from './use-impact-reports'
import './impact-glance.css'

/**
 * The numbers at a glance, first on the page (above the fold on a phone): the latest week, its
 * change from the week before, this year so far, and about how many meals that is, with the date
 * of the latest report, when the numbers were checked and whether they are kept for offline use.
 * Prerendered as a skeleton of the same size: the reports load after hydration.
 */
export function ImpactGlance({ state }: { state: ImpactReportsState }): ReactElement | null {
  // Read, never opened here: the reports loader opens the database, after the page has started.
  const connection = useHydratedAtomValue(databaseConnectionAtom, null)
  // When this answer arrived: a live answer was checked just now. Kept per answer, in the render
  // that shows it, rather than set by an effect that would render the glance a second time.
  const checkedAt = useMemo(
    () =>
      state.status === 'loaded' ? Date.now() : state.status === 'cached' ? state.savedAt : null,
    [state],
  )

  if (state.status === 'none') return null
  const summary = state.status === 'loading' ? null : state.value
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
            reserve={{ value: poundsText(8_888), detail: formatDayAndDate(STAND_IN_DAY) }}
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
            // A change in pounds, as nearly every week shows: room kept for the words of the very
            // first week or of an unchanged one would leave every other week's card half empty.
            reserve={{ value: signedPounds(-8_888) }}
          />
          <Figure
            label={
              glance?.year
                ? t('impact.glance.yearSoFar', { year: glance.year })
                : t('impact.glance.thisYear')
            }
            value={glance ? poundsText(glance.yearTotal) : undefined}
            reserve={{
              label: t('impact.glance.yearSoFar', { year: 2026 }),
              value: poundsText(88_888),
            }}
          />
          <Figure
            label={t('impact.glance.about')}
            value={
              glance
                ? t('impact.glance.meals', { meals: groupDigits(glance.yearMeals) })
                : undefined
            }
            reserve={{ value: t('impact.glance.meals', { meals: groupDigits(88_888) }) }}
            // Not from the reports: shown from the start, so it takes its lines at once.
            detail={
              <>
                {t('impact.glance.perMeal', { perMeal: meals.poundsPerMeal })} (
                <a href={meals.sourceUrl} rel="noopener">
                  {meals.source}
                </a>
                )
              </>
            }
          />
        </dl>
        <p className="impact-glance__status" data-testid="glance-status">
          {/* Room for the status as it will read, so nothing moves when it arrives. */}
          <ReservedText reserve={statusStandIn()}>
            {glance?.latest && checkedAt !== null
              ? statusText(formatDate(glance.latest.date), formatDateTime(checkedAt), saved)
              : '\u00a0'}
          </ReservedText>
        </p>
      </div>
    </section>
  )
}

/**
 * The status line's stand-in, in the page's language: a long month, a two-digit hour and the
 * longer of the two endings in both languages (saved). Written from UTC readings, so the
 * prerendered page and the browser agree whatever the visitor's zone.
 */
function statusStandIn(): string {
  const date = formatDate(STAND_IN_DAY)
  return statusText(date, `${date}, ${formatTime('22:45')}`, true)
}

/** "Numbers as of Nov 29, 2026, checked Nov 29, 2026, 3:05 PM. Saved on this device…" */
function statusText(date: string, checked: string, saved: boolean): string {
  return `${t('impact.glance.asOf', { date, checked })} ${saved ? t('impact.glance.saved') : t('impact.glance.notSaved')}`
}

/** A Sunday in a long-named month, for the stand-ins (reports are dated Sundays). */
const STAND_IN_DAY = '2026-09-27'

function signedPounds(change: number): string {
  if (change === 0) return t('impact.glance.sameAsBefore')
  return `${change > 0 ? '+' : '−'}${poundsText(Math.abs(change))}`
}

/** "1,234 lbs" ("1,234 lb" in Spanish). */
function poundsText(pounds: number): string {
  return t('impact.pounds', { pounds: groupDigits(pounds) })
}

/**
 * What a figure will show, with typical values, so that its cells are already as tall as they
 * will be (a phone's half-width cell wraps longer words onto more lines): nothing below moves
 * when the reports arrive.
 */
interface FigureReserve {
  label?: string
  value: string
  detail?: string
}

function Figure({
  label,
  value,
  detail,
  reserve,
}: {
  label: string
  value: string | undefined
  detail?: ReactElement | string | undefined
  reserve: FigureReserve
}): ReactElement {
  return (
    <div className="impact-glance__figure">
      <dt>
        {reserve.label ? <ReservedText reserve={reserve.label}>{label}</ReservedText> : label}
      </dt>
      <dd>
        <ReservedText reserve={reserve.value} className="impact-glance__value">
          {value === undefined ? (
            <span className="skeleton impact-glance__skeleton">
              <span className="visually-hidden">{t('impact.loading')}</span>
            </span>
          ) : (
            value
          )}
        </ReservedText>
        <span className="impact-glance__detail">
          {reserve.detail ? (
            <ReservedText reserve={reserve.detail}>{detail ?? '\u00a0'}</ReservedText>
          ) : (
            (detail ?? '\u00a0')
          )}
        </span>
      </dd>
    </div>
  )
}
