import { REPORTS_API_VERSION, REPORTS_QUERY, type ReportsSource } from './reports-source'

// A volunteer on a weak signal should see the saved reports within seconds, not minutes (the
// client's own default is five minutes with five retries).
const TIMEOUT_MS = 12_000

/** Fetches the raw report documents, exactly as the query (or the sample file) answers them. */
export async function fetchReportDocuments(
  source: ReportsSource,
  signal?: AbortSignal,
): Promise<unknown[]> {
  const answer =
    source.kind === 'sanity'
      ? await querySanity(source, signal)
      : await fetchSample(source.url, signal)
  if (!Array.isArray(answer))
    throw new ReportsAnswerError('The donation reports answer is not a list')
  return answer
}

async function querySanity(
  source: Extract<ReportsSource, { kind: 'sanity' }>,
  signal?: AbortSignal,
): Promise<unknown> {
  // Loaded on demand: the client and its dependencies never weigh on any page's first paint.
  const { createClient } = await import('@sanity/client')
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: REPORTS_API_VERSION,
    useCdn: true,
    perspective: 'published',
    timeout: TIMEOUT_MS,
    maxRetries: 2,
    // Tests point the real client at a local fake; a project hostname cannot be used there.
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
  })
  return client.fetch<unknown>(REPORTS_QUERY, {}, signal ? { signal } : {})
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
export class ReportsAnswerError extends Error {
  override name = 'ReportsAnswerError'
}

/**
 * True when a failure means the network is unreachable (no answer at all), as opposed to the
 * service answering badly: @sanity/client's errors for an answer carry `statusCode`.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ReportsAnswerError) return false
  if (error instanceof DOMException && error.name === 'AbortError') return false
  return !(typeof error === 'object' && error !== null && 'statusCode' in error)
}
