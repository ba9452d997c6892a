import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppDatabase } from './database'
import { DATABASE_NAME, databaseExists } from './database-presence'
import {
  loadSavedDatabase,
  NOTHING_SAVED,
  useDatabaseConnection,
  useSavedDatabase,
} from './lazy-database'
import { getDatabaseConnection, resetSharedDatabaseForTests } from './open-database'
import { CART_LINES_KEY } from './saved-state-hints'

/** Time for what a hook should not start (an opening) to show, for the checks that nothing did. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

afterEach(async () => {
  cleanup()
  // An opening a hook started may still be on its way: this joins it (the same presence question,
  // then the same import and connection), so the connection closed here is the one it opened.
  await loadSavedDatabase()
  ;(await getDatabaseConnection()).db.close()
  resetSharedDatabaseForTests()
  localStorage.clear()
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME)
    request.onsuccess = request.onerror = resolve
  })
})

function Probe() {
  const db = useDatabaseConnection()?.db
  return <span>{db ? 'open' : 'waiting'}</span>
}

describe('useDatabaseConnection', () => {
  it('renders nothing database-dependent on the server', () => {
    expect(renderToString(<Probe />)).toContain('waiting')
  })

  it('gives null on the first render, then the shared database once it has opened', async () => {
    const { result } = renderHook(() => useDatabaseConnection()?.db ?? null)
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toBeInstanceOf(AppDatabase))
    const second = renderHook(() => useDatabaseConnection()?.db ?? null)
    expect(second.result.current).toBe(result.current)
  })
})

describe('loadSavedDatabase', () => {
  it('asks IndexedDB once for readers that ask together, and afresh afterwards', async () => {
    const databases = vi.spyOn(indexedDB, 'databases')
    try {
      expect(
        await Promise.all([loadSavedDatabase(), loadSavedDatabase(), loadSavedDatabase()]),
      ).toEqual([null, null, null])
      expect(databases).toHaveBeenCalledTimes(1)
      await loadSavedDatabase()
      expect(databases).toHaveBeenCalledTimes(2)
    } finally {
      databases.mockRestore()
    }
  })
})

describe('useSavedDatabase', () => {
  it('on a browser that never saved anything, answers "nothing saved" and creates no database', async () => {
    const { result } = renderHook(() => useSavedDatabase())
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toBe(NOTHING_SAVED))
    await settle()
    expect(result.current).toBe(NOTHING_SAVED)
    expect(await databaseExists()).toBe(false)
  })

  it('switches to the database once this tab opens it to save something', async () => {
    const { result } = renderHook(() => useSavedDatabase())
    await waitFor(() => expect(result.current).toBe(NOTHING_SAVED))
    // What adding to the cart does: open the shared connection, which every reader then sees.
    const { db } = await act(() => getDatabaseConnection())
    expect(result.current).toBe(db)
  })

  it('opens the database when another tab has opened it (its cart mirror arrives as a storage event)', async () => {
    const { result } = renderHook(() => useSavedDatabase())
    await waitFor(() => expect(result.current).toBe(NOTHING_SAVED))
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }))
    })
    await settle()
    expect(result.current).toBe(NOTHING_SAVED)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_LINES_KEY, newValue: '2' }))
    })
    await waitFor(() => expect(result.current).toBeInstanceOf(AppDatabase))
  })

  it('opens the database at once on a browser that holds one', async () => {
    await new Promise<void>((resolve) => {
      const request = indexedDB.open(DATABASE_NAME)
      request.onsuccess = () => {
        request.result.close()
        resolve()
      }
    })
    const { result } = renderHook(() => useSavedDatabase())
    await waitFor(() => expect(result.current).toBeInstanceOf(AppDatabase))
  })
})
