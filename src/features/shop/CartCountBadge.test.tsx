import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cartCountAtom, publishCartCount } from '../../db/cart-count-mirror'
import { DATABASE_NAME, databaseExists } from '../../db/database-presence'
import { databaseConnectionAtom } from '../../db/lazy-database'
import { getDatabase, resetSharedDatabaseForTests } from '../../db/open-database'
import { appStore } from '../../lib/app-store'
import NotistackToaster from '../../ui/toast/NotistackToaster'
import { CartCountBadge, inMemoryCartWarnedAtom } from './CartCountBadge'

/** Whether this tab has opened the database: opening publishes the connection. */
const opened = () => appStore.get(databaseConnectionAtom) !== null

const shown = () =>
  screen.queryByTestId('badge')?.querySelector('[aria-hidden="true"]')?.textContent

function renderBadge() {
  render(
    <>
      <NotistackToaster />
      <span data-testid="badge">
        <CartCountBadge />
      </span>
    </>,
  )
}

/** Lets the badge's start-up (asking IndexedDB which databases exist) finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)))

afterEach(async () => {
  cleanup()
  resetSharedDatabaseForTests()
  localStorage.clear()
  appStore.set(cartCountAtom, null)
  appStore.set(inMemoryCartWarnedAtom, false)
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME)
    request.onsuccess = request.onerror = resolve
  })
})

describe('CartCountBadge', () => {
  it('shows the mirrored count without opening the database', async () => {
    publishCartCount({ count: 2, persistent: true })
    renderBadge()
    expect(shown()).toBe('2')
    expect(screen.getByTestId('badge').textContent).toBe('2, 2 items')
    await settle()
    expect(opened()).toBe(false)
  })

  it('on a first visit (no mirror, no database) shows nothing and leaves the database alone', async () => {
    renderBadge()
    await settle()
    expect(shown()).toBeUndefined()
    expect(opened()).toBe(false)
    expect(await databaseExists()).toBe(false)
  })

  it('opens the database for a cart the mirror does not know of, and mirrors it', async () => {
    const db = await getDatabase()
    await db.cartLines.bulkPut([
      { productId: 'a', qty: 1, addedAt: 1 },
      { productId: 'b', qty: 4, addedAt: 2 },
    ])
    // A later visit: this tab's connection and the mirror are gone, the saved cart is not.
    db.close()
    resetSharedDatabaseForTests()
    localStorage.clear()
    renderBadge()
    await vi.waitFor(() => expect(shown()).toBe('2'))
    expect(opened()).toBe(true)
    expect(localStorage.getItem('harvest-share:cart-lines')).toBe('2')
    ;(await getDatabase()).close()
  })

  it('follows the count when this page changes the cart, and when another tab does', () => {
    publishCartCount({ count: 1, persistent: true })
    renderBadge()
    act(() => publishCartCount({ count: 3, persistent: true }))
    expect(shown()).toBe('3')
    act(() => {
      localStorage.setItem('harvest-share:cart-lines', '5')
      window.dispatchEvent(new StorageEvent('storage', { key: 'harvest-share:cart-lines' }))
    })
    expect(shown()).toBe('5')
    act(() => publishCartCount({ count: 0, persistent: true }))
    expect(shown()).toBeUndefined()
  })

  it('says once that the cart will not be kept when it lives in memory', async () => {
    publishCartCount({ count: 0, persistent: true })
    renderBadge()
    act(() => publishCartCount({ count: 1, persistent: false }))
    act(() => publishCartCount({ count: 2, persistent: false }))
    expect(shown()).toBe('2')
    expect(await screen.findAllByText(/your cart will not be kept/)).toHaveLength(1)
  })
})
