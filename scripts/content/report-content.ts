import { REPORTS_QUERY, SAMPLE_REPORTS_URL } from '../../src/lib/saved-content.ts'
import type { ContentFile } from './content-files.ts'
import { loader } from './loader.ts'

type ReportDocument = {
  _id: string
  date: string
  produce: number
  meat: number
  dairy: number
  grocerySelfStable: number
  baked: number
  prepared: number
  riceAndBeans: number
  gleanersProduce: number
}

/** The weekly donation reports, oldest first: numbers only, the same in both languages. */
export const reports = loader({
  types: ['report'],
  query: REPORTS_QUERY.replace('{', ' | order(date asc){'),
  shape: (documents: ReportDocument[]) => documents,
})

/**
 * With no project configured, the Impact page fetches the reports from this file of the build
 * (src/lib/saved-content.ts) as it would ask Sanity, so the service worker keeps it offline.
 */
export function sampleReportsFile(reports: readonly ReportDocument[]): ContentFile {
  return { fileName: SAMPLE_REPORTS_URL.slice(1), source: JSON.stringify(reports) }
}
