import type { ContentImage } from '../../src/content/image.ts'
import type { ImageField, ImageResolver } from './content-images.ts'
import type { ModuleSpec } from './content-modules.ts'
import {
  both,
  eachIn,
  type Language,
  type Localized,
  type Localizer,
  localize,
} from './localize.ts'

/** Content the build cannot use, with the document and field named for the editor. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** What a loader's shaping may use besides its query's answer. */
export interface LoadContext {
  /** Turns a document's picture into a file of the build (content-images.ts). */
  images: ImageResolver
}

/**
 * One content type as the build reads it: the GROQ it sends and how the answer becomes what pages
 * read. The documents of `types` are checked against their schema modules (src/content-schema/)
 * before `shape` runs, so `Answer` (the projection's shape, stated beside the query) holds.
 */
export interface Loader<Answer, Value> {
  types: readonly string[]
  query: string
  shape(answer: Answer, context: LoadContext): Value | Promise<Value>
  /** The `virtual:content/…` modules pages import the value from; none for build-only content. */
  modules?: ModuleSpec | readonly ModuleSpec[]
}

/** A loader, its types inferred from `shape`: what pages read is `Awaited<ReturnType<shape>>`. */
export const loader = <Answer, Value>(definition: Loader<Answer, Value>) => definition

/** A picture field as IMAGE (content-images.ts) projects it, with its description. */
export type ImageWithAlt = ImageField & { alt: Localized }

/** The one document of a type edited as a single entry (the collective, the food help). */
export function single<T>(type: string, documents: readonly T[]): T {
  const [first, ...rest] = documents
  if (!first) throw new ContentError(`Content: there is no ${type} document; publish one`)
  if (rest.length > 0)
    throw new ContentError(`Content: there are ${documents.length} ${type} documents; keep one`)
  return first
}

/**
 * A loader's shaping of a list of documents in both languages (`eachIn`), each with its picture
 * `field` resolved as a file of the build at `size` (an error names it `<type> "<id>" <field>`)
 * and described in the item's language: `shape` makes one item in one language, given that picture.
 */
export const withPictures =
  <
    Field extends string,
    Document extends { _id: string } & Record<Field, ImageWithAlt>,
    T extends object,
  >(
    { type, field, size }: { type: string; field: Field; size: { width: number; height: number } },
    shape: (document: Document, l: Localizer, picture: ContentImage) => T,
  ) =>
  async (documents: readonly Document[], { images }: LoadContext) => {
    const resolved = await Promise.all(
      documents.map(async (document) => ({
        document,
        file: await images.resolve(document[field], size, `${type} "${document._id}" ${field}`),
      })),
    )
    return eachIn(resolved, ({ document, file }, l) =>
      shape(document, l, pictureIn(l.language, file, document[field].alt)),
    )
  }

/** A loader's shaping of the one document of a type (`single`), in both languages. */
export const singleIn =
  <Document, T extends object>(type: string, shape: (document: Document, l: Localizer) => T) =>
  (documents: readonly Document[]) => {
    const document = single(type, documents)
    return both((language) => localize(language, (l) => shape(document, l)))
  }

/** A resolved picture with its description in one language, marked when that is the English. */
export const pictureIn = (
  language: Language,
  file: Omit<ContentImage, 'alt'>,
  alt: Localized,
): ContentImage => localize(language, (i) => ({ ...file, alt: i.text(alt, 'alt') }))
