import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './Toaster'
import { showToast } from './toast'

// The toaster's chunk, which fails to load the first time, as it does offline without the
// service worker. (A file of its own: a chunk that has loaded once stays loaded.)
const chunk = vi.hoisted(() => ({ loads: 0, failNext: true }))
vi.mock('./NotistackToaster', async (importOriginal) => {
  chunk.loads++
  if (chunk.failNext) {
    chunk.failNext = false
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

afterEach(cleanup)

describe('Toaster offline', () => {
  it('retries a chunk that failed to load once the browser is back online, keeping the toasts', async () => {
    showToast('Your saved message has been sent.')
    render(<Toaster />)
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
    await act(async () => {})
    expect(screen.queryByText('Your saved message has been sent.')).toBeNull()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Your saved message has been sent.')).toBeTruthy()
    expect(chunk.loads).toBe(2)
  })
})
