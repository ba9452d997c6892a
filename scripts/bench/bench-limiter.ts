import { createMemoryLimiterStore } from '../../server/memory-limiter-store'

const gc = (globalThis as { gc?: () => void }).gc

function heapUsed(): number {
  gc?.()
  gc?.()
  return process.memoryUsage().heapUsed
}

/**
 * The memory limiter store at a given number of tracked keys: heap bytes and time per call, over
 * `calls` calls made once full: new keys, each evicting or expiring one.
 */
export async function measureMemoryLimiter(keys: number, calls = 200_000) {
  let time = 0
  const store = createMemoryLimiterStore({ maxKeys: keys, now: () => time })
  const before = heapUsed()
  for (let i = 0; i < keys; i++) await store.hit(`198.51.${i >> 8}.${i & 255}#${i}`, 600_000)
  const heapBytes = Math.max(0, heapUsed() - before)
  // Full: every call is a new address (the worst case, a flood), half of them after the oldest
  // windows have ended.
  const started = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) {
    if (i === calls / 2) time = 600_001
    await store.hit(`203.0.${i >> 8}.${i & 255}#${i}`, 600_000)
  }
  const nsPerCall = Number(process.hrtime.bigint() - started) / calls
  if (store.size() > keys) throw new Error(`store grew past ${keys}: ${store.size()}`)
  await store.close()
  return {
    keys,
    heapBytes,
    bytesPerKey: Math.round(heapBytes / keys),
    nsPerCall: Math.round(nsPerCall),
    calls,
  }
}

export const hasGc = gc !== undefined
