import type { ClientConfig } from './config'

/**
 * One GROQ query to the collective's Sanity project, shared by every page that reads it (the
 * Impact reports, the volunteer sessions) and by the build. Published documents only, without a
 * token: the dataset is public, so nothing secret is in the site. Pages read through the CDN;
 * the build reads the API itself (`useCdn` false), since a build right after a publish must see
 * what was just published, and builds are too rare to need the CDN.
 */
export const SANITY_API_VERSION = '2024-06-28'

export interface SanityProject {
  projectId: string
  dataset: string
  /** Tests point the real client at a local fake. */
  apiHost?: string
}

type SanityConfig = Pick<
  ClientConfig,
  'VITE_SANITY_PROJECT_ID' | 'VITE_SANITY_DATASET' | 'VITE_SANITY_API_HOST'
>

/** The configured project, or null when the site is built without one. */
export function sanityProject(config: SanityConfig): SanityProject | null {
  if (!config.VITE_SANITY_PROJECT_ID) return null
  return {
    projectId: config.VITE_SANITY_PROJECT_ID,
    dataset: config.VITE_SANITY_DATASET,
    ...(config.VITE_SANITY_API_HOST ? { apiHost: config.VITE_SANITY_API_HOST } : {}),
  }
}

// A volunteer on a weak signal should see the saved copy within seconds, not minutes (the
// client's own default is five minutes with five retries).
export const SANITY_TIMEOUT_MS = 12_000

export async function querySanity(
  project: SanityProject,
  query: string,
  signal?: AbortSignal,
  {
    useCdn = true,
    tag,
    params = {},
    token,
    perspective = 'published',
  }: {
    useCdn?: boolean
    tag?: string
    params?: Record<string, unknown>
    /** Only the build of a preview reads with a token (its drafts); pages never do. */
    token?: string
    perspective?: 'published' | 'drafts'
  } = {},
): Promise<unknown> {
  // Loaded on demand: the client and its dependencies never weigh on any page's first paint.
  const { createClient } = await import('@sanity/client')
  const client = createClient({
    projectId: project.projectId,
    dataset: project.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn,
    perspective,
    ...(token ? { token } : {}),
    timeout: SANITY_TIMEOUT_MS,
    maxRetries: 2,
    // A project hostname cannot point at a local fake.
    ...(project.apiHost ? { apiHost: project.apiHost, useProjectHostname: false } : {}),
  })
  return client.fetch<unknown>(query, params, {
    ...(signal ? { signal } : {}),
    ...(tag ? { tag } : {}),
  })
}

/** The service answered, but not with what was asked for (an error status, the wrong shape). */
export class AnswerError extends Error {
  override name = 'AnswerError'
}

/**
 * True when a failure means the network is unreachable (no answer at all), as opposed to the
 * service answering badly: @sanity/client's errors for an answer carry `statusCode`.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof AnswerError) return false
  if (error instanceof DOMException && error.name === 'AbortError') return false
  return !(typeof error === 'object' && error !== null && 'statusCode' in error)
}
