import type { ClientConfig } from '../../lib/config'

/** The one query the site sends to Sanity; its fields are the `report` schema's (report-schema.ts). */
export const REPORTS_QUERY =
  '*[_type == "report"]{_id, date, produce, meat, dairy, grocerySelfStable, baked, prepared, riceAndBeans, gleanersProduce}'

export { SANITY_API_VERSION as REPORTS_API_VERSION } from '../../lib/sanity-query'

/** Bundled with the site (and precached): shown when no Sanity project is configured. */
export const SAMPLE_REPORTS_URL = '/data/reports.sample.json'

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
  return source.kind === 'sample'
    ? 'impact-reports:sample'
    : `impact-reports:sanity:${source.projectId}:${source.dataset}`
}
