import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { NEXT_PUBLISH_FILE, readNextPublish } from './next-publish'
import { readServedBuild } from './served-build'

const dirs: string[] = []
function buildWith(record: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'next-publish-'))
  dirs.push(dir)
  if (record !== undefined) {
    mkdirSync(dirname(join(dir, NEXT_PUBLISH_FILE)), { recursive: true })
    writeFileSync(join(dir, NEXT_PUBLISH_FILE), record)
  }
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("the build's next publish time, as a restarted server reads it", () => {
  it('is the recorded time, on the served build', () => {
    const dir = buildWith(JSON.stringify({ nextPublishAt: '2026-11-26T15:00:00.000Z' }))
    expect(readNextPublish(dir)).toBe(Date.parse('2026-11-26T15:00:00.000Z'))
    expect(readServedBuild(dir).nextPublishAt).toBe(Date.parse('2026-11-26T15:00:00.000Z'))
  })

  it('is nothing when none is scheduled, for an older build without the file, or a broken one', () => {
    expect(readNextPublish(buildWith(JSON.stringify({ nextPublishAt: null })))).toBeUndefined()
    expect(readNextPublish(buildWith(undefined))).toBeUndefined()
    expect(readNextPublish(buildWith('{'))).toBeUndefined()
    expect(readNextPublish(buildWith(JSON.stringify({ nextPublishAt: 'soon' })))).toBeUndefined()
  })
})
