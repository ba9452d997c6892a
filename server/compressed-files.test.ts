import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createCompressionCache } from './compressed-files'

/** 200 KB of script-like text, the size of the largest chunk: brotli's highest level takes a while. */
function largeScript(): Buffer {
  const lines: string[] = []
  let seed = 7
  for (let i = 0, length = 0; length < 200_000; i++) {
    seed = (seed * 48271) % 2147483647
    const line = `export const value${i} = ${seed} // ${seed.toString(36)}`
    lines.push(line)
    length += line.length + 1
  }
  return Buffer.from(lines.join('\n'))
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('compression cache', () => {
  it('compresses off the event loop: other work goes on meanwhile', async () => {
    const cache = createCompressionCache()
    const body = largeScript()
    const pending = cache('/assets/big.js', 'v1', body, 'br')
    let settled = false
    void pending?.then(() => {
      settled = true
    })
    // A synchronous compression would already be done before this turn of the loop.
    await nextTurn()
    expect(settled).toBe(false)
    expect(brotliDecompressSync((await pending) ?? Buffer.alloc(0))).toEqual(body)
  })

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
