import { act, cleanup, render, screen } from '@testing-library/react'
import { SnackbarProvider } from 'notistack'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  announceDatabaseOpened,
  DATABASE_NAME,
  resetDatabaseOpenedForTests,
} from '../../db/database-presence'
import { CartCountBadge } from './CartCountBadge'
import { mirrorCartCount } from './cart-count-mirror'

// The live count from the database, replaced: the test controls what it reports.
const live = vi.hoisted(() => ({ report: (() => undefined) as (count: number) => void }))
const watchCartCount = vi.hoisted(() =>
  vi.fn(async (onCount: (count: number) => void) => {
    live.report = onCount
    return { persistent: true, stop: () => undefined }
  }),
)
vi.mock('./cart-count-source', () => ({ watchCartCount }))

const shown = () =>
  screen.queryByTestId('badge')?.querySelector('[aria-hidden="true"]')?.textContent

/** A database left by an earlier visit (before the mirror existed). */
async function createDatabase() {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME)
    request.onsuccess = () => {
      request.result.close()
      resolve()
    }
    request.onerror = () => reject(request.error)
  })
}

function renderBadge() {
  render(
    <SnackbarProvider>
      <span data-testid="badge">
        <CartCountBadge />
      </span>
    </SnackbarProvider>,
  )
}

beforeEach(() => watchCartCount.mockClear())
afterEach(async () => {
  cleanup()
  localStorage.clear()
  resetDatabaseOpenedForTests()
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME)
    request.onsuccess = request.onerror = resolve
  })
})

describe('CartCountBadge', () => {
  it('shows the mirrored count without opening the database', async () => {
    mirrorCartCount(2)
    renderBadge()
    expect(shown()).toBe('2')
    await act(async () => {})
    expect(watchCartCount).not.toHaveBeenCalled()
  })

  it('on a first visit (no mirror, no database) shows nothing and leaves the database alone', async () => {
    renderBadge()
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(shown()).toBeUndefined()
    expect(watchCartCount).not.toHaveBeenCalled()
  })

  it('asks the database for a cart saved before the mirror existed', async () => {
    await createDatabase()
    renderBadge()
    await vi.waitFor(() => expect(watchCartCount).toHaveBeenCalledTimes(1))
    act(() => live.report(3))
    expect(shown()).toBe('3')
  })

  it('counts live once this tab opens the database (an add to cart)', async () => {
    mirrorCartCount(1)
    renderBadge()
    act(() => announceDatabaseOpened())
    await vi.waitFor(() => expect(watchCartCount).toHaveBeenCalledTimes(1))
    act(() => live.report(2))
    expect(shown()).toBe('2')
  })

  it("follows another tab's changes through the mirror", () => {
    mirrorCartCount(1)
    renderBadge()
    act(() => {
      localStorage.setItem('harvest-share:cart-lines', '5')
      window.dispatchEvent(new StorageEvent('storage', { key: 'harvest-share:cart-lines' }))
    })
    expect(shown()).toBe('5')
  })

  it('keeps the count when the live counter cannot load (offline), and retries once online', async () => {
    mirrorCartCount(1)
    watchCartCount.mockRejectedValueOnce(new Error('offline'))
    renderBadge()
    act(() => announceDatabaseOpened())
    await vi.waitFor(() => expect(watchCartCount).toHaveBeenCalledTimes(1))
    await act(async () => {})
    expect(shown()).toBe('1')
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await vi.waitFor(() => expect(watchCartCount).toHaveBeenCalledTimes(2))
    act(() => live.report(2))
    expect(shown()).toBe('2')
  })
})
