import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The earliest publish time of a post or event the build left out for being scheduled later,
 * recorded by the build (scripts/content/content-plugin.ts) beside its other facts. The server
 * schedules a rebuild for it; being in the build's output, it survives a restart.
 */
export const NEXT_PUBLISH_FILE = '.vite/next-publish.json'

/** Milliseconds since the epoch, or undefined when nothing is scheduled (or no record). */
export function readNextPublish(distDir: string): number | undefined {
  try {
    const { nextPublishAt } = JSON.parse(
      readFileSync(join(distDir, NEXT_PUBLISH_FILE), 'utf8'),
    ) as { nextPublishAt?: unknown }
    const at = typeof nextPublishAt === 'string' ? Date.parse(nextPublishAt) : Number.NaN
    return Number.isFinite(at) ? at : undefined
  } catch {
    return undefined
  }
}
