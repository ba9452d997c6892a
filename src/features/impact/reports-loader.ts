import { readCachedReports, saveCachedReports } from '../../db/reports-cache'
import { config } from '../../lib/client-config'
import { isOnlineNow, reportNetworkFailure, reportNetworkSuccess } from '../../lib/network-status'
import { isNetworkFailure, sanityProject } from '../../lib/sanity-query'
import { REPORTS_SAMPLE_KEY, reportsKey } from '../../lib/saved-content'
import { fetchReportDocuments } from './fetch-report-documents'
import { type ImpactReportsResult, loadImpactReports } from './load-impact-reports'
import { reportProblems } from './report-problems'

/**
 * The browser wiring of loadImpactReports: configuration, network, IndexedDB and console.
 * The page imports this module on demand, after hydration, so none of it is in the first paint.
 */
export function loadReportsInBrowser(signal?: AbortSignal): Promise<ImpactReportsResult> {
  // Sanity when a project is configured, the bundled sample reports otherwise; the last good
  // answer of each is kept on the device under its own key.
  const project = sanityProject(config)
  const key = project ? reportsKey(project) : REPORTS_SAMPLE_KEY
  return loadImpactReports(
    {
      fetchDocuments: async (abort) => {
        const documents = await fetchReportDocuments(project, abort)
        reportNetworkSuccess()
        return documents
      },
      readCache: () => readCachedReports(key),
      writeCache: (documents) => saveCachedReports(key, documents),
      isOnline: isOnlineNow,
      reportProblems,
      logFailure: (error) => {
        // The site-wide offline banner listens for this; an error answer is not being offline.
        if (isNetworkFailure(error)) reportNetworkFailure()
        console.warn('Error fetching the donation reports:', error)
      },
    },
    signal,
  )
}
