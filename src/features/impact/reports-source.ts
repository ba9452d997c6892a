import { type SanityProject, sanityProject } from '../../lib/sanity-query'
import { REPORTS_SAMPLE_KEY, reportsKey, SAMPLE_REPORTS_URL } from '../../lib/saved-content'

/** The one query the site sends to Sanity; its fields are the `report` schema's (report-schema.ts). */
export { REPORTS_QUERY, SAMPLE_REPORTS_URL } from '../../lib/saved-content'

export type ReportsSource = ({ kind: 'sanity' } & SanityProject) | { kind: 'sample'; url: string }

/** Sanity when a project is configured, the bundled sample reports otherwise. */
export function reportsSource(config: Parameters<typeof sanityProject>[0]): ReportsSource {
  const project = sanityProject(config)
  return project ? { kind: 'sanity', ...project } : { kind: 'sample', url: SAMPLE_REPORTS_URL }
}

/** Where the last good answer of a source is kept on the device; one entry per source. */
export function reportsCacheKey(source: ReportsSource): string {
  return source.kind === 'sample' ? REPORTS_SAMPLE_KEY : reportsKey(source)
}
