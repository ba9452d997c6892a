import { evaluate, parse } from 'groq-js'
import { querySanity, type SanityProject } from '../../src/lib/sanity-query.ts'
import { type DatasetDocument, readDataset } from './sample-dataset.ts'

/** Where the build reads content: the configured Sanity project, else the sample dataset. */
export type ContentSource =
  | { kind: 'sanity'; project: SanityProject }
  | { kind: 'sample'; documents: DatasetDocument[] }

export function contentSource(project: SanityProject | null): ContentSource {
  return project ? { kind: 'sanity', project } : { kind: 'sample', documents: readDataset() }
}

/**
 * One GROQ query, the same text in both cases: Sanity answers it, or groq-js evaluates it locally.
 * Sanity's API, not its CDN, answers the build: a rebuild after a publish builds what was published.
 */
export async function queryContent(source: ContentSource, query: string): Promise<unknown> {
  if (source.kind === 'sanity') {
    return querySanity(source.project, query, undefined, { useCdn: false })
  }
  const value = await evaluate(parse(query), { dataset: source.documents })
  return value.get()
}
