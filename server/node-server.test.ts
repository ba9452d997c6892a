import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../tests/fixtures/fake-stripe'
import { createApp } from './app'

// Through a real socket, as in production: the rate limit keys on the peer address.
let fake: FakeStripe
let port: number
let close: () => Promise<void>
const logLines: string[] = []

beforeAll(async () => {
  fake = await startFakeStripe()
  const app = createApp({
    distDir: 'no-such-dist',
    stripe: fake.settings(),
    rateLimit: { limit: 1, windowMs: 60_000 },
    log: (line) => logLines.push(line),
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' })
  await new Promise<void>((ready) => server.once('listening', () => ready()))
  port = (server.address() as AddressInfo).port
  close = () => new Promise<void>((done) => server.close(() => done()))
})
afterAll(async () => {
  await close()
  await fake.close()
})

function donateFrom(localAddress: string): Promise<number> {
  const body = JSON.stringify({ amount: 10, name: 'Grace Hopper', email: 'grace@example.org' })
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/create-checkout-session?utm=mail',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': localAddress },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('the server on a socket', () => {
  it('limits each client address separately', async () => {
    expect(await donateFrom('127.0.0.1')).toBe(200)
    expect(await donateFrom('127.0.0.1')).toBe(429)
    expect(await donateFrom('127.0.0.2')).toBe(200)
  })

  it('logs one JSON line per request with no personal data', () => {
    const requests = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.method)
    expect(requests).toHaveLength(3)
    expect(requests[1]).toEqual({
      time: expect.any(String),
      method: 'POST',
      path: '/create-checkout-session',
      status: 429,
      ms: expect.any(Number),
    })
    expect(logLines.join('\n')).not.toMatch(/grace|Hopper|127\.0\.0|utm/i)
  })
})
