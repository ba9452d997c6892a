import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import { addToCart } from './cart-store'
import type { AppDatabase } from './database'
import { useLiveQuery } from './live-query'

const freshDb = testDatabaseFactory()
const count = (db: AppDatabase) => db.cartLines.count()

describe('useLiveQuery', () => {
  it('is undefined until the query answers, then follows every change to what it read', async () => {
    const db = freshDb()
    const { result } = renderHook(() => useLiveQuery(db, count))
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBe(0))
    await act(() => addToCart(db, { productId: 'a' }, 1))
    await waitFor(() => expect(result.current).toBe(1))
  })

  it('starts again when what it reads changes (the database opening), and stops when unmounted', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a' }, 1)
    const { result, rerender, unmount } = renderHook(
      ({ current }: { current: AppDatabase | null }) => useLiveQuery(current, count),
      { initialProps: { current: null as AppDatabase | null } },
    )
    expect(result.current).toBeUndefined()
    rerender({ current: db })
    await waitFor(() => expect(result.current).toBe(1))
    unmount()
    // A change after unmounting reaches no one (React would warn of an update on an unmounted hook).
    await addToCart(db, { productId: 'b' }, 2)
    expect(result.current).toBe(1)
  })
})
