/**
 * Resolves when the browser has a quiet moment (requestIdleCallback), or after `timeoutMs` at
 * the latest, so work nobody waits for (saving an offline copy) stays out of the way of start-up.
 * Where there is no requestIdleCallback (Safari), a short timer stands in.
 */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    } else {
      setTimeout(resolve, Math.min(timeoutMs, 200))
    }
  })
}
