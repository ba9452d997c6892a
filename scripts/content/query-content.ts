import { evaluate, parse } from 'groq-js'
import { querySanity, type SanityProject } from '../../src/lib/sanity-query.ts'
import { type DatasetDocument, datasetPath, readDataset } from './sample-dataset.ts'

/** Where the build reads content: the configured Sanity project, else the sample dataset. */
export type ContentSource =
  | { kind: 'sanity'; project: SanityProject }
  | {
      kind: 'sample'
      documents: DatasetDocument[]
      /** The dataset's file, which its pictures are named relative to (default: the sample's). */
      path?: string
    }

export function contentSource(project: SanityProject | null): ContentSource {
  if (project) return { kind: 'sanity', project }
  const path = datasetPath()
  return { kind: 'sample', path, documents: readDataset(path) }
}

/** The request tag of the build's queries, so the project's request logs tell them from pages'. */
export const BUILD_TAG = 'site-build'

/**
 * One GROQ query, the same text in both cases: Sanity answers it, or groq-js evaluates it locally.
 * Sanity's API, not its CDN, answers the build: a rebuild after a publish builds what was published.
 */
export async function queryContent(source: ContentSource, query: string): Promise<unknown> {
  if (source.kind === 'sanity') {
    return querySanity(source.project, query, undefined, { useCdn: false, tag: BUILD_TAG })
  }
  const value = await evaluate(parse(query), { dataset: source.documents })
  return value.get()
}
