import { evaluate, parse } from 'groq-js'
import { querySanity, type SanityProject } from '../../src/lib/sanity-query.ts'
import { type DatasetDocument, datasetPath, readDataset } from './sample-dataset.ts'

/** Where the build reads content: the configured Sanity project, else the sample dataset. */
export type ContentSource =
  | {
      kind: 'sanity'
      project: SanityProject
      /** A preview's build reads the drafts, with the server's read token (never the site's). */
      drafts?: { token: string }
    }
  | {
      kind: 'sample'
      documents: DatasetDocument[]
      /** The dataset's file, which its pictures are named relative to (default: the sample's). */
      path?: string
    }

/**
 * A preview build (the server starts it with CONTENT_PERSPECTIVE=drafts and SANITY_PREVIEW_TOKEN
 * in its environment, server/preview-build.ts) reads Sanity's drafts perspective; every other
 * build reads what is published, without a token.
 */
export function contentSource(project: SanityProject | null): ContentSource {
  if (process.env.CONTENT_PERSPECTIVE === 'drafts') {
    const token = process.env.SANITY_PREVIEW_TOKEN
    if (!project || !token) {
      throw new Error('CONTENT_PERSPECTIVE=drafts needs a Sanity project and SANITY_PREVIEW_TOKEN')
    }
    return { kind: 'sanity', project, drafts: { token } }
  }
  if (project) return { kind: 'sanity', project }
  const path = datasetPath()
  return { kind: 'sample', path, documents: readDataset(path) }
}

/** The request tag of the build's queries, so the project's request logs tell them from pages'. */
export const BUILD_TAG = 'site-build'

/**
 * When this build reads its content: now, or `SOURCE_DATE_EPOCH` (seconds), the reproducible-builds
 * convention. `npm test` pins it, so the sample dataset's dated events stay upcoming in the
 * prerendered pages however long after their dates the suite runs.
 */
export function buildMoment(): number {
  const pinned = process.env.SOURCE_DATE_EPOCH
  if (!pinned) return Date.now()
  const seconds = Number(pinned)
  if (!Number.isInteger(seconds)) throw new Error(`SOURCE_DATE_EPOCH=${pinned}: not whole seconds`)
  return seconds * 1000
}

/**
 * Every query's `$now`, against which a post's or event's publish time is compared: the build
 * moment; in a preview, the end of time, so staff see a scheduled post before its day.
 */
function defaultParams(source: ContentSource): Record<string, unknown> {
  const drafts = source.kind === 'sanity' && source.drafts
  return { now: drafts ? '9999-12-31T23:59:59.999Z' : new Date(buildMoment()).toISOString() }
}

/** A post or event shows once its optional publish time (src/content-schema/publish-at.ts) has come. */
export const PUBLISHED_BY_NOW = '(!defined(publishAt) || dateTime(publishAt) <= dateTime($now))'

/** The earliest publish time still to come, or null: the server schedules a rebuild for it. */
export const NEXT_PUBLISH_QUERY = `*[_type in ["post", "event"] && dateTime(publishAt) > dateTime($now)]
  | order(publishAt asc)[0].publishAt`

/**
 * One GROQ query, the same text in both cases: Sanity answers it, or groq-js evaluates it locally.
 * Sanity's API, not its CDN, answers the build: a rebuild after a publish builds what was published.
 */
export async function queryContent(
  source: ContentSource,
  query: string,
  params: Record<string, unknown> = defaultParams(source),
): Promise<unknown> {
  if (source.kind === 'sanity') {
    return querySanity(source.project, query, undefined, {
      useCdn: false,
      tag: BUILD_TAG,
      params,
      ...(source.drafts ? { token: source.drafts.token, perspective: 'drafts' as const } : {}),
    })
  }
  const value = await evaluate(parse(query), { dataset: source.documents, params })
  return value.get()
}
