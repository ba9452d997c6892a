import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

/**
 * Socket limits for a small JSON API and static pages. Node's defaults suit long uploads: a
 * request body may take 300 s and headers 60 s, so a few slow clients could hold every socket.
 */
export interface SocketLimits {
  /** The whole request, headers and body, must arrive within this (408 after). */
  requestTimeoutMs: number
  /** The headers must arrive within this. */
  headersTimeoutMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number
  /** Request line plus headers, in bytes (431 above). */
  maxHeaderBytes: number
  /** How often Node checks the two timeouts above (its default is 30 s). */
  checkIntervalMs: number
}

export const SOCKET_LIMITS: SocketLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxHeaderBytes: 8 * 1024,
  checkIntervalMs: 1_000,
}

type FetchHandler = (request: Request) => Response | Promise<Response>

/** Serves `fetch` on host:port with the socket limits; resolves once listening. */
export async function startHttpServer(
  fetch: FetchHandler,
  { port, host, limits = SOCKET_LIMITS }: { port: number; host: string; limits?: SocketLimits },
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = serve({
    fetch,
    port,
    hostname: host,
    serverOptions: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  }) as Server
  // Set on the instance too: older Node versions read only these properties.
  server.requestTimeout = limits.requestTimeoutMs
  server.headersTimeout = limits.headersTimeoutMs
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  await new Promise<void>((ready, fail) => {
    server.once('listening', ready)
    server.once('error', fail)
  })
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeIdleConnections()
      }),
  }
}
