import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { runSiteBuild } from './site-build-process'

const node = (script: string) => [process.execPath, '-e', script]

describe('the build child process', () => {
  it("builds into the folder it is given, with the server's own settings", async () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'builds-')), 'site-1')
    process.env.VITE_SANITY_DATASET_FOR_TEST = 'staging'
    const script = `const fs = require('node:fs'); fs.mkdirSync(process.env.BUILD_OUT_DIR);
      fs.writeFileSync(process.env.BUILD_OUT_DIR + '/env.json', JSON.stringify(process.env))`
    const result = await runSiteBuild(outDir, { command: node(script) })
    delete process.env.VITE_SANITY_DATASET_FOR_TEST
    expect(result).toEqual({ ok: true })
    const env = JSON.parse(readFileSync(join(outDir, 'env.json'), 'utf8')) as Record<string, string>
    expect(env).toMatchObject({ VITE_SANITY_DATASET_FOR_TEST: 'staging', NODE_ENV: 'production' })
  })

  it("fails with the content check's message, never the rest of the output", async () => {
    const script = `console.log('VITE_PUBLIC_URL=https://private.example');
      console.error('ContentError: Content: post "post-1": title.en is missing'); process.exit(1)`
    const result = await runSiteBuild(join(tmpdir(), 'unused'), { command: node(script) })
    expect(result).toEqual({ ok: false, error: 'Content: post "post-1": title.en is missing' })
  })

  it('stops the build and everything it started when told to', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'stopped-')), 'grandchild.pid')
    // The build starts a process of its own (as npm starts Vite), which runs until stopped.
    const grandchild = `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`
    const script = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'inherit' }); setInterval(() => {}, 1000)`
    const stop = new AbortController()
    const running = runSiteBuild(join(tmpdir(), 'unused'), {
      command: node(script),
      signal: stop.signal,
    })
    const pid = await vi.waitFor(() => Number(readFileSync(pidFile, 'utf8')), { timeout: 10_000 })
    stop.abort()
    expect(await running).toEqual({ ok: false, error: 'the build was stopped' })
    const alive = () => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    }
    await vi.waitFor(() => expect(alive()).toBe(false), { timeout: 10_000 })
  })
})
