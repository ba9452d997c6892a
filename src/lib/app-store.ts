import type { Atom } from 'jotai'
import { getDefaultStore } from 'jotai/vanilla'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * App-wide client state is kept in jotai atoms, each declared next to the module that owns it
 * (network status in lib/network-status.ts, the database connection and the cart count in
 * src/db, waiting toasts in ui/toast). They all live in this one store, so code outside React
 * (a fetch wrapper, the database opener, showToast from an event handler) reads and writes the
 * same values components show. It is jotai's default store, so no Provider is needed.
 */
export const appStore = getDefaultStore()

/**
 * An atom's value for rendering, safe for prerendered pages: during the server render and while
 * hydrating, `serverValue` (what the static HTML was rendered with); right after, the store's value,
 * kept up to date. jotai's own useAtomValue reads the store during render, which would differ
 * from the static HTML once browser-only state has arrived (a section hydrating late). Subscribing
 * mounts the atom, which starts its onMount (event listeners, storage) in the browser only.
 */
export function useHydratedAtomValue<Value>(atom: Atom<Value>, serverValue: Value): Value {
  const subscribe = useCallback((onChange: () => void) => appStore.sub(atom, onChange), [atom])
  const read = useCallback(() => appStore.get(atom), [atom])
  return useSyncExternalStore(subscribe, read, () => serverValue)
}
