import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The sample dataset: today's content, in the format `sanity dataset import` reads. */
export const SAMPLE_DATASET_PATH = fileURLToPath(
  new URL('../../sanity/sample-dataset.ndjson', import.meta.url),
)

/**
 * The dataset the build reads when no Sanity project is configured: `CONTENT_DATASET` (a build-time
 * variable for benchmarks and tests, e.g. the large dataset of generate-dataset.ts), else the sample.
 */
export function datasetPath(): string {
  return process.env.CONTENT_DATASET || SAMPLE_DATASET_PATH
}

export interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** The documents of an NDJSON dataset file, one per line. */
export function readDataset(path = datasetPath()): DatasetDocument[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const document = JSON.parse(line) as DatasetDocument
      if (typeof document._id !== 'string' || typeof document._type !== 'string') {
        throw new Error(`${path}:${index + 1}: every document needs an _id and a _type`)
      }
      return document
    })
}
