import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * The built files never change while the server runs, so each is compressed once per encoding
 * (at the highest settings, since the cost is paid once) instead of on every request. The work
 * runs on libuv's thread pool, not the event loop: brotli at its highest level takes 0.4 s for
 * the largest chunk, and done synchronously it held up every other request meanwhile.
 */
export type Encoding = 'br' | 'gzip'

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/
// Tiny bodies gain nothing; huge ones would pin memory. Both are served as they are.
const MIN_BYTES = 1024
const MAX_BYTES = 8 * 1024 * 1024
const MAX_ENTRIES = 2000

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType)
}

/** The best encoding the client accepts (ignoring q-values other than q=0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 })
}

/**
 * The compressed body, or undefined for a body sent as it is. Requests that arrive while a file
 * is being compressed wait for that same compression; one that fails is forgotten, so the next
 * request tries again.
 */
export function createCompressionCache(): (
  path: string,
  stamp: string,
  body: Buffer,
  encoding: Encoding,
) => Promise<Buffer> | undefined {
  const cache = new Map<string, Promise<Buffer>>()
  return (path, stamp, body, encoding) => {
    if (body.length < MIN_BYTES || body.length > MAX_BYTES) return undefined
    const key = `${encoding}:${path}:${stamp}`
    let compressed = cache.get(key)
    if (!compressed) {
      if (cache.size >= MAX_ENTRIES) cache.clear()
      compressed = compress(body, encoding)
      cache.set(key, compressed)
      compressed.catch(() => cache.delete(key))
    }
    return compressed
  }
}
