/**
 * A lazy route chunk that fails to load (a deploy replaced it, or the network dropped) shows up
 * as one of these messages depending on the browser; the fix is always a reload.
 */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))
}

/** A chunk that does not arrive (offline before it was fetched) is tried again once online. */
export async function loadPatiently<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch {
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    }
  }
}
