// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { readSavedStateHints, rememberCartLines, rememberHasOrder } from './saved-state-hints'

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.cart
  delete document.documentElement.dataset.order
})

describe('the saved-state hints', () => {
  it('on a device where the database never opened: empty cart, no order', () => {
    expect(readSavedStateHints()).toEqual({ cart: 'empty', order: 'none' })
  })

  it('follow the cart count and the orders the database reports', () => {
    rememberCartLines(2, true)
    expect(readSavedStateHints().cart).toBe('unknown')
    expect(document.documentElement.dataset.cart).toBe('unknown')
    rememberCartLines(0, true)
    expect(readSavedStateHints().cart).toBe('empty')
    expect(document.documentElement.dataset.cart).toBe('empty')

    rememberHasOrder(true)
    expect(readSavedStateHints().order).toBe('unknown')
    expect(document.documentElement.dataset.order).toBe('unknown')
    rememberHasOrder(false)
    expect(readSavedStateHints().order).toBe('none')
  })

  it('an order hint missing beside a cart mirror (kept by an older build) tells nothing', () => {
    rememberCartLines(0, true)
    expect(readSavedStateHints().order).toBe('unknown')
  })

  it('an in-memory cart updates the page but is not mirrored: it is gone on reload', () => {
    rememberCartLines(3, false)
    expect(document.documentElement.dataset.cart).toBe('unknown')
    expect(readSavedStateHints().cart).toBe('empty')
  })
})
