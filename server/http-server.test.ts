import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { SOCKET_LIMITS, startHttpServer } from './http-server'

// The production limits scaled down, so the test runs in seconds.
const limits = {
  requestTimeout: 1_500,
  headersTimeout: 1_000,
  keepAliveTimeout: 500,
  maxHeaderSize: 8 * 1024,
  connectionsCheckingInterval: 100,
}

let port: number
let close: () => Promise<void>
beforeAll(async () => {
  // A Stripe key, so the checkout endpoint reads the body (Stripe itself is never reached here).
  const app = createApp({
    distDir: 'no-such-dist',
    stripe: { secretKey: 'sk_test_unused', host: '127.0.0.1', port: 1, protocol: 'http' },
  })
  const started = await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1', limits })
  port = started.port
  close = started.close
})
afterAll(async () => {
  await close()
})

/**
 * A client that sends `head` and then one more byte of `trickle` every tenth of a second, forever;
 * resolves with how long the server let it stay, and what it answered, once the server closes it.
 */
function slowClient(head: string, trickle: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      socket.write(head)
      let i = 0
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(trickle[i++ % trickle.length] ?? 'x')
      }, 100)
    })
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ ms: Date.now() - started, answer })
    })
  })
}

async function healthz(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`)
  return response.status
}

describe('socket limits', () => {
  it('production values suit a small JSON API and static pages', () => {
    expect(SOCKET_LIMITS.headersTimeout).toBeLessThanOrEqual(SOCKET_LIMITS.requestTimeout)
    expect(SOCKET_LIMITS.requestTimeout).toBeLessThanOrEqual(30_000)
    expect(SOCKET_LIMITS.maxHeaderSize).toBeLessThanOrEqual(16 * 1024)
  })

  it('cuts off a client that sends its headers slowly, serving others meanwhile', async () => {
    const slow = slowClient('GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ', 'abcdefgh')
    const served: number[] = []
    for (let i = 0; i < 5; i++) {
      served.push(await healthz())
      await new Promise((wait) => setTimeout(wait, 100))
    }
    expect(served).toEqual([200, 200, 200, 200, 200])
    const { ms, answer } = await slow
    expect(ms).toBeGreaterThanOrEqual(limits.headersTimeout - 50)
    expect(ms).toBeLessThan(limits.headersTimeout + 1_500)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('cuts off a request body that arrives slowly', async () => {
    const { ms, answer } = await slowClient(
      'POST /create-checkout-session HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":"',
      'aaaaaaaa',
    )
    expect(ms).toBeGreaterThanOrEqual(limits.requestTimeout - 50)
    expect(ms).toBeLessThan(limits.requestTimeout + 1_500)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('refuses headers larger than the limit with 431', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      headers: { 'X-Big': 'x'.repeat(limits.maxHeaderSize + 100) },
    })
    expect(response.status).toBe(431)
  })
})
