import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const TSX = resolve('node_modules/.bin/tsx')
const MAIN = resolve('server/main.ts')

/** Runs the server in `cwd` until it exits or prints `until`; then stops it. */
function runServer(
  cwd: string,
  env: Record<string, string>,
  until: RegExp,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const { NODE_ENV: _test, ...inherited } = process.env
    const child = spawn(TSX, [MAIN], { cwd, env: { ...inherited, ...env } })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (until.test(output)) child.kill('SIGTERM')
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('exit', (code) => done({ code, output }))
  })
}

describe('server start-up', () => {
  it('stops at once in production without PUBLIC_URL, naming it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'server-start-'))
    const { code, output } = await runServer(cwd, { NODE_ENV: 'production', PORT: '0' }, /Serving/)
    expect(code).toBe(1)
    expect(output).toContain('PUBLIC_URL must be set when NODE_ENV=production')
  }, 30_000)

  it('reads PUBLIC_URL from .env.production, as the build reads its .env files', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'server-start-'))
    writeFileSync(join(cwd, '.env.production'), 'PUBLIC_URL=https://harvestshare.org\n')
    const { output } = await runServer(cwd, { NODE_ENV: 'production', PORT: '0' }, /Serving/)
    expect(output).toMatch(/Serving dist on http:\/\/localhost:\d+/)
  }, 30_000)
})
