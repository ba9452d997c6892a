import {
  AnswerError,
  isNetworkFailure,
  querySanity,
  SANITY_TIMEOUT_MS,
} from '../../lib/sanity-query'
import { REPORTS_QUERY, type ReportsSource } from './reports-source'

const TIMEOUT_MS = SANITY_TIMEOUT_MS

/** Fetches the raw report documents, exactly as the query (or the sample file) answers them. */
export async function fetchReportDocuments(
  source: ReportsSource,
  signal?: AbortSignal,
): Promise<unknown[]> {
  const answer =
    source.kind === 'sanity'
      ? await querySanity(source, REPORTS_QUERY, signal)
      : await fetchSample(source.url, signal)
  if (!Array.isArray(answer))
    throw new ReportsAnswerError('The donation reports answer is not a list')
  return answer
}

async function fetchSample(url: string, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS)
  const response = await fetch(url, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new ReportsAnswerError(`The sample reports answered ${response.status}`)
  return response.json()
}

/** The service answered, but not with the reports (an error status, or the wrong shape). */
export class ReportsAnswerError extends AnswerError {
  override name = 'ReportsAnswerError'
}

export { isNetworkFailure }
