import type { MiddlewareHandler } from 'hono'

export type LogWriter = (line: string) => void

/**
 * One JSON line per request: method, path, status, duration. The query string and the client's
 * address are left out: neither is needed to run the site and both can identify a person.
 */
export function requestLog(write: LogWriter): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    )
  }
}
