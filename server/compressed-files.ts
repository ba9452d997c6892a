import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The built files never change while the server runs, so each is compressed once per encoding
 * (at the highest settings, since the cost is paid once) instead of on every request.
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

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 })
}

export function createCompressionCache(): (
  path: string,
  stamp: string,
  body: Buffer,
  encoding: Encoding,
) => Buffer | undefined {
  const cache = new Map<string, Buffer>()
  return (path, stamp, body, encoding) => {
    if (body.length < MIN_BYTES || body.length > MAX_BYTES) return undefined
    const key = `${encoding}:${path}:${stamp}`
    let compressed = cache.get(key)
    if (!compressed) {
      if (cache.size >= MAX_ENTRIES) cache.clear()
      compressed = compress(body, encoding)
      cache.set(key, compressed)
    }
    return compressed
  }
}
