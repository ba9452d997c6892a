import { type InferType, number, object, string } from 'yup'
import { REPORTS_QUERY, SAMPLE_REPORTS_URL } from '../../src/lib/saved-content.ts'
import type { ContentFile } from './content-files.ts'
import { validateDocuments } from './content-validation.ts'
import { type ContentSource, queryContent } from './query-content.ts'

/**
 * The weekly donation reports as the build reads them: the Impact page's own query, oldest first.
 * Its text differs from the page's, so a test's fake Sanity can answer the build from the sample
 * dataset and the page from the test's own documents.
 */
export const REPORTS_CONTENT_QUERY = REPORTS_QUERY.replace('{', ' | order(date asc){')

const pounds = () => number().min(0, 'must be 0 or more').required('is missing')

export const reportDocument = object({
  _id: string().trim().required('is missing'),
  date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'is not a date')
    .required('is missing'),
  produce: pounds(),
  meat: pounds(),
  dairy: pounds(),
  grocerySelfStable: pounds(),
  baked: pounds(),
  prepared: pounds(),
  riceAndBeans: pounds(),
  gleanersProduce: pounds(),
})

export type ReportDocument = InferType<typeof reportDocument>

/** The reports, checked: the home page's counters add them up. */
export async function loadReports(source: ContentSource): Promise<ReportDocument[]> {
  return validateDocuments(
    'report',
    reportDocument,
    await queryContent(source, REPORTS_CONTENT_QUERY),
  )
}

/**
 * With no project configured, the Impact page fetches the reports from this file of the build
 * (src/lib/saved-content.ts) as it would ask Sanity, so the service worker keeps it offline.
 */
export function sampleReportsFile(reports: readonly ReportDocument[]): ContentFile {
  return { fileName: SAMPLE_REPORTS_URL.slice(1), source: JSON.stringify(reports) }
}
