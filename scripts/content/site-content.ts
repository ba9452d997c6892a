import { schemaTypes } from '../../src/content-schema/index.ts'
import { checkAgainstSchema, type SchemaField } from './check-against-schema.ts'
import type { ContentFile } from './content-files.ts'
import { ImageResolver } from './content-images.ts'
import { moduleDeclarations, moduleSources } from './content-modules.ts'
import { ContentError, type Loader } from './loader.ts'
import { buildMoment, type ContentSource, queryContent } from './query-content.ts'
import { type Content, loaders, registry } from './registry.ts'

/** Everything pages read from Sanity, in both languages, as the content modules serve it. */
export type SiteContent = Content & {
  /** When the build read the content (ms): pages that depend on the date are prerendered as of then. */
  readAt: number
}

/**
 * Every document the loaders read, held to its schema module's own rules (the Studio's): the
 * first problem fails the build naming the document type, its id and the field, never a page
 * showing "undefined". Fields the schema no longer has are left alone, as the Studio does.
 */
async function checkDocuments(source: ContentSource, types: readonly string[]): Promise<void> {
  if (types.length === 0) return
  const documents = await queryContent(source, `*[_type in ${JSON.stringify(types)}]`)
  for (const document of documents as Record<string, unknown>[]) {
    const [problem] = checkAgainstSchema(document, schemaTypes as readonly SchemaField[], {
      unknownFields: false,
    })
    if (problem) {
      throw new ContentError(
        `Content: ${String(document._type)} "${String(document._id)}": ${problem}`,
      )
    }
  }
}

type Loaders = Record<string, Loader<never, unknown>>

/**
 * The loaders' documents checked (one query for all their types), then each loader's query sent
 * and its answer shaped; the values by the loaders' names.
 */
export async function loadContent<Selected extends Loaders>(
  source: ContentSource,
  selected: Selected,
  images = new ImageResolver(),
): Promise<{ [Name in keyof Selected]: Awaited<ReturnType<Selected[Name]['shape']>> }> {
  const entries = Object.entries(selected)
  await checkDocuments(
    source,
    entries.flatMap(([, loader]) => loader.types),
  )
  const shaped = await Promise.all(
    entries.map(async ([name, loader]) => {
      const answer = await queryContent(source, loader.query)
      return [name, await loader.shape(answer as never, { images })] as const
    }),
  )
  return Object.fromEntries(shaped) as never
}

/** Reads, checks and shapes the site's content; uploaded images are returned to be written. */
export async function loadSiteContent(
  source: ContentSource,
  cdnHost?: string,
): Promise<{ content: SiteContent; images: ContentFile[] }> {
  const images = new ImageResolver(cdnHost, source.kind === 'sample' ? source.path : undefined)
  const content = { ...(await loadContent(source, registry, images)), readAt: buildMoment() }
  return { content, images: [...images.files.values()] }
}

/** The source of each `virtual:content/<name>` module, as the loaders declare them. */
export function contentModules(content: SiteContent): Record<string, string> {
  return Object.assign(
    {},
    ...loaders.flatMap(([name, loader]) =>
      [loader.modules ?? []].flat().map((spec) => moduleSources(spec, content[name], content)),
    ),
  )
}

/**
 * src/content-modules/virtual-modules.d.ts, derived from the loaders: the content plugin rewrites
 * it when a loader's modules change, and the file is committed so a checkout typechecks at once.
 */
export function declarationsFile(): string {
  const declarations = loaders.flatMap(([name, loader]) =>
    [loader.modules ?? []].flat().map((spec) => moduleDeclarations(name, spec)),
  )
  return `// Written by scripts/content/content-plugin.ts from scripts/content/registry.ts: do not edit.
/**
 * The content modules the build serves from Sanity or the sample dataset. Each exports its
 * English value and \`byLocale\`; the types are the loaders' (\`Content\`).
 */
type BuildContent = import('../../scripts/content/registry.ts').Content
type ByLocale<T> = import('./types.ts').ByLocale<T>
/** A list's lookup of the item with a slug. */
type FindIn<List extends readonly unknown[]> = (slug: string) => List[number] | undefined

${declarations.join('\n')}`
}
