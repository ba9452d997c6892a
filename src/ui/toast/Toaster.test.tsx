import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './Toaster'
import { showToast } from './toast'

// The toaster's chunk, counted as it loads (see Toaster.offline.test.tsx for a failed load).
const chunk = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./NotistackToaster', async (importOriginal) => {
  chunk.loads++
  return importOriginal()
})

afterEach(cleanup)

describe('Toaster', () => {
  it('renders nothing on the server, so hydration matches', () => {
    expect(renderToString(<Toaster />)).toBe('')
  })

  it('loads notistack only once a toast is asked for', async () => {
    render(<Toaster />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(chunk.loads).toBe(0)
    act(() => {
      showToast('Item Added to Cart')
    })
    expect(await screen.findByText('Item Added to Cart')).toBeTruthy()
    expect(chunk.loads).toBe(1)
  })
})
