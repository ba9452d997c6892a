import { type ReactElement, useState } from 'react'
import { ImpactClosingSections } from './ImpactClosingSections'
import { ImpactIntro } from './ImpactIntro'
import { ImpactReports } from './ImpactReports'
import type { LoadReports } from './use-impact-reports'

/** The Impact page below its title: the intro names the month the reports start in. */
export function ImpactPage({ load }: { load?: LoadReports } = {}): ReactElement {
  const [firstMonth, setFirstMonth] = useState<string>()
  return (
    <>
      <ImpactIntro firstMonth={firstMonth} />
      <ImpactReports load={load} onFirstMonth={setFirstMonth} />
      <ImpactClosingSections />
    </>
  )
}
