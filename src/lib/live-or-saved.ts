/** Documents of one answer kept on the device, with when they were saved. */
export interface SavedDocuments {
  savedAt: number
  documents: unknown[]
}

/** The network, the device's copy and the console, as each page's loader wires them. */
export interface LiveOrSavedDeps {
  fetchDocuments(signal?: AbortSignal): Promise<unknown[]>
  readCache(): Promise<SavedDocuments | null>
  writeCache(documents: unknown[]): Promise<void>
  isOnline(): boolean
  logFailure(error: unknown): void
}

export type LiveOrSaved<Value> =
  | { status: 'loaded'; value: Value }
  | { status: 'cached'; value: Value; savedAt: number; offline: boolean }
  | { status: 'none'; offline: boolean }

/**
 * One attempt at a list the site reads from Sanity (the Impact reports, the packing sessions):
 * the live answer when it comes, else the copy saved on the device with its date, else nothing.
 * Offline, the saved copy is taken at once rather than after a timeout; with no saved copy the
 * network is still tried, since a service worker may answer from its cache. `read` turns the
 * documents into what the page shows, for the live answer and the saved copy alike.
 */
export async function loadLiveOrSaved<Value>(
  deps: LiveOrSavedDeps,
  read: (documents: unknown[]) => Value,
  signal?: AbortSignal,
): Promise<LiveOrSaved<Value>> {
  const fromCache = async (): Promise<LiveOrSaved<Value> | null> => {
    const cached = await deps.readCache()
    if (!cached) return null
    return {
      status: 'cached',
      value: read(cached.documents),
      savedAt: cached.savedAt,
      offline: !deps.isOnline(),
    }
  }

  if (!deps.isOnline()) {
    const cached = await fromCache()
    if (cached) return cached
  }
  try {
    const documents = await deps.fetchDocuments(signal)
    const value = read(documents)
    // A copy that cannot be saved costs only the offline fallback, never this answer.
    await deps.writeCache(documents).catch(() => {})
    return { status: 'loaded', value }
  } catch (error) {
    if (signal?.aborted) throw error
    deps.logFailure(error)
    return (await fromCache()) ?? { status: 'none', offline: !deps.isOnline() }
  }
}
