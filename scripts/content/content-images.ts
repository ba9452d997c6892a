import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ContentImage } from '../../src/content/image.ts'
import type { ContentFile } from './content-files.ts'
import { ContentError } from './loader.ts'
import { SAMPLE_DATASET_PATH } from './sample-dataset.ts'

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url))
const SANITY_CDN = 'https://cdn.sanity.io'

/** Where the build writes the images uploaded in Sanity (the sample's are fixed files elsewhere). */
export const UPLOADED_IMAGES_DIR = 'images/sanity/'

/** The GROQ projection of an image's file: uploaded, or the sample dataset's `_sanityAsset`. */
export const IMAGE_FILE = `_sanityAsset, "asset": asset->{ url, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height }`

/** An image with its description (imageWithAlt in src/content-schema/locale-types.ts). */
export const IMAGE = `{ alt, ${IMAGE_FILE} }`

export interface ImageField {
  _sanityAsset?: string | null | undefined
  asset?: { url: string; extension: string; width: number; height: number } | null | undefined
}

/**
 * Turns a document's image into a same-origin file of the build. A dataset file
 * (`image@file://…`, relative to the dataset) under public/ is served as it is; an uploaded one is
 * fetched through Sanity's image host at the slot's size, named by its content's hash.
 */
export class ImageResolver {
  /** The images to write into the build (fetched from Sanity, or a generated dataset's). */
  readonly files = new Map<string, ContentFile>()

  constructor(
    private readonly cdnHost: string = SANITY_CDN,
    /** The dataset file whose `_sanityAsset` paths are relative to it. */
    private readonly datasetFile: string = SAMPLE_DATASET_PATH,
  ) {}

  async resolve(
    image: ImageField,
    size: { width: number; height: number },
    where: string,
  ): Promise<Omit<ContentImage, 'alt'>> {
    if (image.asset) return this.fetchUploaded(image.asset, size, where)
    if (image._sanityAsset) return this.datasetImage(image._sanityAsset, where)
    throw new ContentError(`Content: ${where} has no uploaded file`)
  }

  private async fetchUploaded(
    asset: NonNullable<ImageField['asset']>,
    size: { width: number; height: number },
    where: string,
  ): Promise<Omit<ContentImage, 'alt'>> {
    const url = new URL(new URL(asset.url).pathname, this.cdnHost)
    const vector = asset.extension === 'svg'
    if (!vector) {
      url.search = new URLSearchParams({
        w: String(size.width),
        h: String(size.height),
        fit: 'crop',
        fm: 'webp',
      }).toString()
    }
    const response = await fetch(url)
    if (!response.ok) {
      throw new ContentError(`Content: ${where}: the image host answered ${response.status}`)
    }
    const fileName = this.add(new Uint8Array(await response.arrayBuffer()), vector ? 'svg' : 'webp')
    return vector
      ? { src: `/${fileName}`, width: asset.width, height: asset.height }
      : { src: `/${fileName}`, ...size }
  }

  /**
   * A dataset's SVG file with its drawn size: one under public/ is served as it is; one elsewhere
   * (a generated dataset's) is written into the build named by its hash, as an upload would be.
   */
  private datasetImage(reference: string, where: string): Omit<ContentImage, 'alt'> {
    const match = /^image@file:\/\/(.+)$/.exec(reference)
    if (!match?.[1]) throw new ContentError(`Content: ${where}: ${reference} is not a file`)
    const path = resolve(dirname(this.datasetFile), match[1])
    const svg = readFileSync(path, 'utf8')
    const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1])
    const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1])
    if (!width || !height) throw new ContentError(`Content: ${where}: ${reference} has no size`)
    const inPublic = relative(PUBLIC_DIR, path)
    const fileName = inPublic.startsWith('..')
      ? this.add(new TextEncoder().encode(svg), 'svg')
      : inPublic.split(sep).join('/')
    return { src: `/${fileName}`, width, height }
  }

  /** Adds a file to the build under its content's hash; returns its name. */
  private add(source: Uint8Array, extension: string): string {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 12)
    const fileName = `${UPLOADED_IMAGES_DIR}${hash}.${extension}`
    this.files.set(fileName, { fileName, source })
    return fileName
  }
}
