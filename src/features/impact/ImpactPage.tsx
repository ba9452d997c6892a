import { type ReactElement, useState } from 'react'
import { ImpactClosingSections } from './ImpactClosingSections'
import { ImpactGlance } from './ImpactGlance'
import { ImpactIntro } from './ImpactIntro'
import { ImpactReportsView } from './ImpactReports'
import { type LoadReports, useImpactReports } from './use-impact-reports'

/**
 * The Impact page below its title: the numbers at a glance first, then the intro (which names
 * the month the reports start in), the timeline and the breakdown, all from one load.
 */
export function ImpactPage({ load }: { load?: LoadReports } = {}): ReactElement {
  const [firstMonth, setFirstMonth] = useState<string>()
  const reports = useImpactReports(load)
  return (
    <>
      <ImpactGlance state={reports.state} />
      <ImpactIntro firstMonth={firstMonth} />
      <ImpactReportsView reports={reports} onFirstMonth={setFirstMonth} />
      <ImpactClosingSections />
    </>
  )
}
