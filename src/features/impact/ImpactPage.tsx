import type { ReactElement } from 'react'
import { ImpactClosingSections } from './ImpactClosingSections'
import { ImpactGlance } from './ImpactGlance'
import { ImpactIntro } from './ImpactIntro'
import { ImpactReportsView } from './ImpactReports'
import { useImpactReports } from './use-impact-reports'
import './impact-below-fold.css'

/**
 * The Impact page below its title: the numbers at a glance first, then the intro (which names
 * the month the reports start in), the timeline and the breakdown, all from one load. The month
 * is read from the same state, so the reports' arrival is one render of the page, not two.
 */
export function ImpactPage(): ReactElement {
  const reports = useImpactReports()
  const { state } = reports
  const firstMonth =
    state.status === 'loaded' || state.status === 'cached'
      ? state.value.months[0]?.label
      : undefined
  return (
    <>
      <ImpactGlance state={state} />
      <ImpactIntro firstMonth={firstMonth} />
      <ImpactReportsView reports={reports} />
      <ImpactClosingSections />
    </>
  )
}
