import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Plugin } from 'vite'
import {
  BUILD_RECORD_FILE,
  type BuildRecord,
  type SiteFacts,
  type SiteOrigins,
  shopCatalogueOf,
} from '../../server/build-record.ts'
import { formatPostalAddress } from '../../src/lib/contact-format.ts'
import type { SanityProject } from '../../src/lib/sanity-query.ts'
import type { ContentFile } from './content-files.ts'
import { DECLARATIONS_FILE } from './content-modules.ts'
import { contentSource, NEXT_PUBLISH_QUERY, queryContent } from './query-content.ts'
import { sampleReportsFile } from './report-content.ts'
import {
  contentModules,
  declarationsFile,
  loadSiteContent,
  type SiteContent,
} from './site-content.ts'

const PREFIX = 'virtual:content/'

interface ContentPluginOptions {
  project: SanityProject | null
  /** Where images uploaded in Sanity are fetched (tests point it at a local fake). */
  cdnHost?: string | undefined
  /**
   * The server-render build writes what it read here and the client build reads it back, so the
   * prerendered pages and the hydrating client show the same content even if an editor publishes
   * between the two builds.
   */
  snapshot?: { file: string; role: 'write' | 'read' }
  /**
   * The outside origins the client build's bundle was configured with: its files then include the
   * record the server reads of that build (server/build-record.ts).
   */
  origins?: SiteOrigins
}

interface Snapshot {
  content: SiteContent
  images: { fileName: string; base64: string }[]
  /** The earliest publish time (ms) of a post or event still to come, if any. */
  nextPublishAt?: number
}

/**
 * Serves the content kept in Sanity as `virtual:content/<name>` modules, one per document type,
 * so each page's chunks hold only the content they use. Read once per build, with GROQ, from
 * the configured project or from the sample dataset (scripts/content/query-content.ts).
 */
export function contentPlugin(options: ContentPluginOptions): {
  plugin: Plugin
  /** The content as this build reads it, for other plugins (the volunteers' feed). */
  siteContent: () => Promise<SiteContent>
  /** The files the content adds to the site (content-files.ts), which the client build writes. */
  files: () => Promise<ContentFile[]>
} {
  const content = once(async (): Promise<Snapshot> => {
    const { snapshot } = options
    if (snapshot?.role === 'read' && existsSync(snapshot.file)) {
      return JSON.parse(readFileSync(snapshot.file, 'utf8')) as Snapshot
    }
    const source = contentSource(options.project)
    const [{ content, images }, next] = await Promise.all([
      loadSiteContent(source, options.cdnHost),
      queryContent(source, NEXT_PUBLISH_QUERY),
    ])
    return {
      content,
      images: images.map(encode),
      ...(typeof next === 'string' ? { nextPublishAt: Date.parse(next) } : {}),
    }
  })
  // Every module's source, written once: a build loads each of a thousand post modules.
  const moduleSources = once(async () => contentModules((await content()).content))
  // With no project configured, the Impact page reads the sample reports from a file of the site.
  const files = once(async () => {
    const { content: site, images, nextPublishAt } = await content()
    return [
      ...images.map(decode),
      ...(options.project ? [] : [sampleReportsFile(site.reports)]),
      ...(options.origins ? [buildRecordFile(site, options.origins, nextPublishAt)] : []),
    ]
  })

  const plugin: Plugin = {
    name: 'site-content',
    buildStart() {
      writeDeclarations()
    },
    // After the output directory is emptied and written, so the snapshot stays beside it.
    async writeBundle() {
      const { snapshot } = options
      if (snapshot?.role !== 'write') return
      mkdirSync(dirname(snapshot.file), { recursive: true })
      writeFileSync(snapshot.file, JSON.stringify(await content()))
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const name = id.slice(PREFIX.length + 1)
      const source = (await moduleSources())[name]
      if (source === undefined) throw new Error(`There is no content module ${PREFIX}${name}`)
      return source
    },
  }
  return { plugin, siteContent: async () => (await content()).content, files }
}

/** `make`'s promise, made on the first call and shared by every later one. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => {
    made ??= make()
    return made
  }
}

/** Rewrites the modules' declarations when the loaders changed them (a no-op otherwise). */
function writeDeclarations(): void {
  const text = declarationsFile()
  const current = existsSync(DECLARATIONS_FILE) ? readFileSync(DECLARATIONS_FILE, 'utf8') : ''
  if (current !== text) writeFileSync(DECLARATIONS_FILE, text)
}

/** What the server and the volunteers' feed need from the content (server/build-record.ts). */
export function siteFactsOf(site: SiteContent): SiteFacts {
  const { title, rule, wear, bring } = site.volunteerSession.en
  const { name, taxId, address } = site.organisation.en
  return {
    usualPlace: formatPostalAddress(address),
    volunteerSession: { title, rule, wear, bring },
    // Stripe's donation receipts name who acknowledges the gift (server/donation-receipt.ts).
    receipt: { organisation: name, taxId },
  }
}

/** The record the server reads of the build (server/build-record.ts). */
function buildRecordFile(
  site: SiteContent,
  origins: SiteOrigins,
  nextPublishAt: number | undefined,
): ContentFile {
  const record: BuildRecord = {
    origins,
    facts: siteFactsOf(site),
    nextPublishAt,
    catalogue: shopCatalogueOf(site.products.en),
  }
  return { fileName: BUILD_RECORD_FILE, source: JSON.stringify(record) }
}

function encode(image: ContentFile) {
  return { fileName: image.fileName, base64: Buffer.from(image.source).toString('base64') }
}

function decode(image: Snapshot['images'][number]): ContentFile {
  return { fileName: image.fileName, source: Buffer.from(image.base64, 'base64') }
}
