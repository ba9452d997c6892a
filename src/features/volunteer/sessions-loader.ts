import { readCachedReports, saveCachedReports } from '../../db/reports-cache'
import { config } from '../../lib/client-config'
import { isOnlineNow, reportNetworkFailure, reportNetworkSuccess } from '../../lib/network-status'
import { AnswerError, isNetworkFailure, querySanity, sanityProject } from '../../lib/sanity-query'
import { SESSIONS_QUERY, sessionsKey } from '../../lib/saved-content'
import { loadSessions, type SessionsResult } from './load-sessions'

/**
 * The browser wiring of loadSessions: configuration, network, IndexedDB and console. Imported
 * on demand after hydration, so @sanity/client and Dexie are never in the first paint.
 */
export function loadSessionsInBrowser(signal?: AbortSignal): Promise<SessionsResult> {
  const project = sanityProject(config)
  const key = project ? sessionsKey(project) : ''
  return loadSessions(
    {
      configured: project !== null,
      fetchDocuments: async (abort) => {
        if (!project) return []
        const answer = await querySanity(project, SESSIONS_QUERY, abort)
        if (!Array.isArray(answer)) throw new AnswerError('The sessions answer is not a list')
        reportNetworkSuccess()
        return answer
      },
      // The same small cache table as the Impact reports: one entry per project and dataset.
      readCache: () => readCachedReports(key),
      writeCache: (documents) => saveCachedReports(key, documents),
      isOnline: isOnlineNow,
      reportProblems: (problems) => {
        if (problems.length > 0) {
          console.warn(`Packing sessions: ${problems.length} need attention in Sanity`, problems)
        }
      },
      logFailure: (error) => {
        if (isNetworkFailure(error)) reportNetworkFailure()
        console.warn('Error fetching the packing sessions:', error)
      },
    },
    signal,
  )
}
