/** Just enough of CacheStorage (keys are URLs) for the worker's unit tests; the test DOM has none. */
export function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    const url = (key: RequestInfo | URL) => (key instanceof Request ? key.url : String(key))
    return {
      match: async (key: RequestInfo | URL) => store.get(url(key))?.clone(),
      put: async (key: RequestInfo | URL, response: Response) => {
        store.set(url(key), response)
      },
      keys: async () => [...store.keys()].map((u) => new Request(u)),
      delete: async (key: RequestInfo | URL) => store.delete(url(key)),
    } as unknown as Cache
  }
  return { open } as unknown as CacheStorage
}
