import { readCachedReports, saveCachedReports } from '../../db/reports-cache'
import { config } from '../../lib/client-config'
import { isOnlineNow, reportNetworkFailure, reportNetworkSuccess } from '../../lib/network-status'
import { fetchReportDocuments, isNetworkFailure } from './fetch-report-documents'
import { type ImpactReportsResult, loadImpactReports } from './load-impact-reports'
import { reportProblems } from './report-problems'
import { reportsCacheKey, reportsSource } from './reports-source'

/**
 * The browser wiring of loadImpactReports: configuration, network, IndexedDB and console.
 * The page imports this module on demand, after hydration, so none of it is in the first paint.
 */
export function loadReportsInBrowser(signal?: AbortSignal): Promise<ImpactReportsResult> {
  const source = reportsSource(config)
  const key = reportsCacheKey(source)
  return loadImpactReports(
    {
      origin: source.kind,
      fetchDocuments: async (abort) => {
        const documents = await fetchReportDocuments(source, abort)
        reportNetworkSuccess()
        return documents
      },
      readCache: () => readCachedReports(key),
      writeCache: (documents) => saveCachedReports(key, documents),
      isOnline: isOnlineNow,
      reportProblems: (problems) => reportProblems(problems),
      logFailure: (error) => {
        // The site-wide offline banner listens for this; an error answer is not being offline.
        if (isNetworkFailure(error)) reportNetworkFailure()
        console.warn('Error fetching the donation reports:', error)
      },
    },
    signal,
  )
}
