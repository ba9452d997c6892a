import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createCompressionCache } from './compressed-files'

/** 50 KB of script-like text: enough for brotli's highest level to be real work. */
function largeScript(): Buffer {
  const lines: string[] = []
  let seed = 7
  for (let i = 0, length = 0; length < 50_000; i++) {
    seed = (seed * 48271) % 2147483647
    const line = `export const value${i} = ${seed} // ${seed.toString(36)}`
    lines.push(line)
    length += line.length + 1
  }
  return Buffer.from(lines.join('\n'))
}

/**
 * Lets every queued microtask run, but no event-loop phase: work done synchronously (even behind a
 * promise) has settled by then, while a thread-pool job can only report back in a later loop phase.
 * Unlike waiting a macrotask, this does not depend on how fast the machine compresses.
 */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

describe('compression cache', () => {
  it('compresses off the event loop: other work goes on meanwhile', async () => {
    const cache = createCompressionCache()
    const body = largeScript()
    const pending = cache('/assets/big.js', 'v1', body, 'br')
    let settled = false
    void pending?.then(() => {
      settled = true
    })
    // A synchronous compression would already have settled once the microtasks have run.
    await flushMicrotasks()
    expect(settled).toBe(false)
    expect(brotliDecompressSync((await pending) ?? Buffer.alloc(0))).toEqual(body)
    // A generous limit: on a loaded machine the thread pool may wait for a core.
  }, 30_000)

  it('compresses each file once per encoding and version, sharing one compression', async () => {
    const cache = createCompressionCache()
    const body = Buffer.from('const x = 1;\n'.repeat(500))
    const first = cache('/a.js', 'v1', body, 'gzip')
    expect(cache('/a.js', 'v1', body, 'gzip')).toBe(first)
    expect(cache('/a.js', 'v2', body, 'gzip')).not.toBe(first)
    expect(cache('/a.js', 'v1', body, 'br')).not.toBe(first)
    expect(gunzipSync((await first) ?? Buffer.alloc(0))).toEqual(body)
  })

  it('sends tiny bodies as they are', () => {
    expect(createCompressionCache()('/t.js', 'v1', Buffer.from('x'), 'br')).toBe(undefined)
  })
})
