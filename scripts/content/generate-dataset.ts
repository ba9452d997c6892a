// A large dataset for benchmarks: the sample dataset's documents plus generated posts and events,
// up to a given number of each, in both languages, each with its own picture. Deterministic: the
// same options give the same bytes, so two runs build the same site.
//
// `npm run bench -- --dataset large` (scripts/bench/bench-large.ts) writes it as
// `.bench/large/dataset.ndjson`, its pictures under `.bench/large/images/`, then builds with
// CONTENT_DATASET pointing at the file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { type DatasetDocument, readDataset, SAMPLE_DATASET_PATH } from './sample-dataset.ts'

interface GenerateOptions {
  posts: number
  events: number
  /** The build moment (ms): events are spread before and after it, posts before it. */
  moment: number
  seed: number
}

interface GeneratedDataset {
  documents: DatasetDocument[]
  /** Pictures to write, by their path relative to the dataset file. */
  images: { path: string; source: string }[]
}

/** A small seeded generator (mulberry32): the same seed, the same sequence. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const DAY = 24 * 60 * 60 * 1000
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const pad = (n: number) => String(n).padStart(4, '0')

type Doc = DatasetDocument & Record<string, unknown>

/**
 * The sample's documents plus generated posts and events, each generated one a variation of a
 * sample one (its text numbered, its keys renamed, its picture a copy marked with its number).
 */
export function generateDataset(
  sample: readonly DatasetDocument[],
  options: GenerateOptions,
  readImage: (reference: string) => string,
): GeneratedDataset {
  const next = random(options.seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const ofType = (type: string) => sample.filter((d) => d._type === type) as Doc[]
  const samplePosts = ofType('post')
  const sampleEvents = ofType('event')
  const categories = ofType('postCategory').map((c) => c._id)
  const tags = samplePosts.flatMap((post) => (post.tags as { en: string; es?: string }[]) ?? [])
  const images: GeneratedDataset['images'] = []
  let key = 0
  const rekey = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rekey)
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([k, v]) => [
        k,
        k === '_key' ? `g${(key++).toString(36)}` : rekey(v),
      ])
      return Object.fromEntries(entries)
    }
    return value
  }
  const picture = (kind: string, n: number, template: Doc) => {
    const reference = (template.image as { _sanityAsset: string })._sanityAsset
    const path = `images/${kind}-${pad(n)}.svg`
    // A comment makes each copy's bytes, and so its hashed name, its own, as an upload's would be.
    const source = readImage(reference).replace(/<svg\b/, `<!-- ${kind} ${n} --><svg`)
    images.push({ path, source })
    return { ...(template.image as object), _sanityAsset: `image@file://${path}` }
  }
  const numbered = (field: unknown, n: number, es: string) => {
    const { en, es: spanish, ...rest } = field as { en: string; es?: string }
    return { ...rest, en: `${en} (${n})`, ...(spanish ? { es: `${spanish} (${es} ${n})` } : {}) }
  }

  const posts: Doc[] = []
  for (let n = samplePosts.length + 1; n <= options.posts; n++) {
    const template = pick(samplePosts)
    const chosenTags = [pick(tags), pick(tags), pick(tags)].filter(
      (tag, index, all) => all.findIndex((other) => other.en === tag.en) === index,
    )
    posts.push({
      ...(rekey(template) as Doc),
      _id: `post-generated-${pad(n)}`,
      title: numbered(template.title, n, 'n.º'),
      slug: { _type: 'slug', current: `generated-post-${pad(n)}` },
      // Spread over the ten years before the build, so the list has years of posts.
      date: isoDate(options.moment - Math.floor(next() * 3650 + 1) * DAY),
      category: { _type: 'reference', _ref: pick(categories) },
      tags: rekey(chosenTags),
      format: next() < 0.2 ? 'video' : 'standard',
      commentCount: Math.floor(next() * 8),
      image: picture('post', n, template),
      wideImage: null,
    })
  }

  const events: Doc[] = []
  for (let n = sampleEvents.length + 1; n <= options.events; n++) {
    const template = pick(sampleEvents)
    // From two years before the build to half a year after: some upcoming, most past.
    const offset = Math.floor(next() * 912) - 730
    events.push({
      ...(rekey(template) as Doc),
      _id: `event-generated-${pad(n)}`,
      title: numbered(template.title, n, 'n.º'),
      slug: { _type: 'slug', current: `generated-event-${pad(n)}` },
      date: isoDate(options.moment + offset * DAY),
      image: picture('event', n, template),
    })
  }
  return { documents: [...sample, ...posts, ...events], images }
}

/** Writes the dataset file and its pictures; returns the dataset file's path. */
export function writeDataset(outDir: string, options: GenerateOptions): string {
  const sampleDir = dirname(SAMPLE_DATASET_PATH)
  const readImage = (reference: string) =>
    readFileSync(resolve(sampleDir, reference.replace(/^image@file:\/\//, '')), 'utf8')
  const dataset = generateDataset(readDataset(), options, readImage)
  const file = join(outDir, 'dataset.ndjson')
  mkdirSync(join(outDir, 'images'), { recursive: true })
  for (const image of dataset.images) writeFileSync(join(outDir, image.path), image.source)
  // The sample's own pictures stay where they are, under public/: their references are rewritten
  // relative to the new file.
  const relink = (document: DatasetDocument) =>
    JSON.stringify(document).replaceAll(/"image@file:\/\/(\.\.\/[^"]+)"/g, (_match, path: string) =>
      JSON.stringify(`image@file://${relative(resolve(outDir), resolve(sampleDir, path))}`),
    )
  writeFileSync(file, `${dataset.documents.map(relink).join('\n')}\n`)
  return file
}
