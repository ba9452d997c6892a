import type { ClientConfig } from '../../lib/config'

import { REPORTS_SAMPLE_KEY, reportsKey, SAMPLE_REPORTS_URL } from '../../lib/saved-content'

export { SANITY_API_VERSION as REPORTS_API_VERSION } from '../../lib/sanity-query'
/** The one query the site sends to Sanity; its fields are the `report` schema's (report-schema.ts). */
export { REPORTS_QUERY, SAMPLE_REPORTS_URL } from '../../lib/saved-content'

export type ReportsSource =
  | { kind: 'sanity'; projectId: string; dataset: string; apiHost?: string }
  | { kind: 'sample'; url: string }

type SanityConfig = Pick<
  ClientConfig,
  'VITE_SANITY_PROJECT_ID' | 'VITE_SANITY_DATASET' | 'VITE_SANITY_API_HOST'
>

/** Sanity when a project is configured, the bundled sample reports otherwise. */
export function reportsSource(config: SanityConfig): ReportsSource {
  if (!config.VITE_SANITY_PROJECT_ID) return { kind: 'sample', url: SAMPLE_REPORTS_URL }
  return {
    kind: 'sanity',
    projectId: config.VITE_SANITY_PROJECT_ID,
    dataset: config.VITE_SANITY_DATASET,
    ...(config.VITE_SANITY_API_HOST ? { apiHost: config.VITE_SANITY_API_HOST } : {}),
  }
}

/** Where the last good answer of a source is kept on the device; one entry per source. */
export function reportsCacheKey(source: ReportsSource): string {
  return source.kind === 'sample' ? REPORTS_SAMPLE_KEY : reportsKey(source)
}
