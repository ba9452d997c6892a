import { once } from 'node:events'
import type { Server, ServerOptions } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

/**
 * Socket limits for a small JSON API and static pages, in Node's own terms. Node's defaults suit
 * long uploads: a request body may take 300 s and headers 60 s, so a few slow clients could hold
 * every socket.
 */
export const SOCKET_LIMITS = {
  /** The whole request, headers and body, must arrive within this (408 after). */
  requestTimeout: 15_000,
  /** The headers must arrive within this. */
  headersTimeout: 10_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
  /** Request line plus headers, in bytes (431 above). */
  maxHeaderSize: 8 * 1024,
  /** How often Node checks the two timeouts above (its default is 30 s). */
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions

type FetchHandler = (request: Request) => Response | Promise<Response>

/** Serves `fetch` on host:port with the socket limits; resolves once listening. */
export async function startHttpServer(
  fetch: FetchHandler,
  { port, host, limits = SOCKET_LIMITS }: { port: number; host: string; limits?: ServerOptions },
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = serve({ fetch, port, hostname: host, serverOptions: limits }) as Server
  // Rejects with the server's 'error' (a port in use) instead.
  await once(server, 'listening')
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
