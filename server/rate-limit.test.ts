// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

describe('the rate limiter', () => {
  it('allows `limit` requests per window and key, then says how long to wait', () => {
    let time = 0
    const take = createRateLimiter({ limit: 2, windowMs: 60_000 }, () => time)
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: true })
    expect(take('b')).toEqual({ allowed: true })
    time = 15_000
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    time = 59_999
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    time = 60_000
    expect(take('a')).toEqual({ allowed: true })
  })
})
