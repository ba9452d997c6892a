import {
  AnswerError,
  querySanity,
  SANITY_TIMEOUT_MS,
  type SanityProject,
} from '../../lib/sanity-query'
import { REPORTS_QUERY, SAMPLE_REPORTS_URL } from '../../lib/saved-content'

/**
 * Fetches the raw report documents, exactly as the query answers them: from Sanity when a project
 * is configured, from the bundled sample file otherwise.
 */
export async function fetchReportDocuments(
  project: SanityProject | null,
  signal?: AbortSignal,
): Promise<unknown[]> {
  const answer = project
    ? await querySanity(project, REPORTS_QUERY, signal)
    : await fetchSample(signal)
  if (!Array.isArray(answer)) throw new AnswerError('The donation reports answer is not a list')
  return answer
}

async function fetchSample(signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(SANITY_TIMEOUT_MS)
  const response = await fetch(SAMPLE_REPORTS_URL, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new AnswerError(`The sample reports answered ${response.status}`)
  return response.json()
}
