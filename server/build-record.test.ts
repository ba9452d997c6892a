import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseClientConfig } from '../src/lib/config'
import { BUILD_RECORD_FILE, readBuildRecord, siteOriginsFrom } from './build-record'
import { createSiteBuilds } from './served-build'

const dirs: string[] = []
function buildWith(record: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-record-'))
  dirs.push(dir)
  if (record !== undefined) {
    mkdirSync(dirname(join(dir, BUILD_RECORD_FILE)), { recursive: true })
    writeFileSync(join(dir, BUILD_RECORD_FILE), record)
  }
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const unconfigured = {
  origins: siteOriginsFrom(parseClientConfig({})),
  catalogue: [],
}

describe("the build's record, as a (restarted) server reads it", () => {
  it('is what the build recorded, on the served build', () => {
    const at = Date.parse('2026-11-26T15:00:00.000Z')
    const dir = buildWith(JSON.stringify({ nextPublishAt: at }))
    expect(readBuildRecord(dir).nextPublishAt).toBe(at)
    expect(createSiteBuilds([dir]).current()).toEqual({ ...unconfigured, nextPublishAt: at, dir })
  })

  it('is an unconfigured bundle’s origins and nothing else for a build without one, or a broken one', () => {
    expect(readBuildRecord(buildWith(undefined))).toEqual(unconfigured)
    expect(readBuildRecord(buildWith('{'))).toEqual(unconfigured)
    expect(readBuildRecord(buildWith(JSON.stringify({})))).toEqual(unconfigured)
  })
})
