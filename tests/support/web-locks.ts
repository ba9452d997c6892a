/**
 * A stand-in for the Web Locks API (`navigator.locks`), which neither happy-dom nor Node 20 has:
 * a request waits until every earlier request of the same name has settled, fulfilled or
 * rejected. It holds within one JavaScript context, which is where the unit tests' "tabs" live.
 */
export function installWebLocks(navigator: Navigator): void {
  if (navigator.locks) return
  const tails = new Map<string, Promise<unknown>>()
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const result = (tails.get(name) ?? Promise.resolve()).then(callback)
      // The next request waits for this one to settle, however it ends.
      tails.set(
        name,
        result.catch(() => undefined),
      )
      return result
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
}
