import { act, cleanup, render, screen } from '@testing-library/react'
import type { SnackbarKey, SnackbarMessage } from 'notistack'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore } from '../../lib/app-store'
import NotistackToaster from './NotistackToaster'
import {
  closeToast,
  connectToastHost,
  showToast,
  type ToastOptions,
  waitingToastsAtom,
  whenToastWaiting,
} from './toast'

afterEach(cleanup)

describe('the toast facade', () => {
  it('keeps toasts asked for before the toaster has loaded, and shows them once it has', async () => {
    showToast('Saved for later', { variant: 'success' })
    const dropped = showToast('Never shown')
    closeToast(dropped)
    render(<NotistackToaster />)
    expect(await screen.findByText('Saved for later')).toBeTruthy()
    expect(screen.queryByText('Never shown')).toBeNull()
  })

  it('forwards toasts and closes them by key once connected', async () => {
    render(<NotistackToaster />)
    let key: ReturnType<typeof showToast> = ''
    act(() => {
      key = showToast('Link copied', { variant: 'info', persist: true })
    })
    expect(await screen.findByText('Link copied')).toBeTruthy()
    act(() => closeToast(key))
    await vi.waitFor(() => expect(screen.queryByText('Link copied')).toBeNull())
  })

  it('hands a host every waiting toast with a key, once, and stops forwarding when disconnected', () => {
    const first = {
      enqueue: vi.fn((_message: SnackbarMessage, _options: ToastOptions): SnackbarKey => 'k'),
      close: vi.fn(),
    }
    showToast('One')
    showToast('Two', { key: 'two' })
    const disconnect = connectToastHost(first)
    expect(first.enqueue.mock.calls.map(([message, options]) => [message, options.key])).toEqual([
      ['One', expect.stringMatching(/^toast-/)],
      ['Two', 'two'],
    ])
    disconnect()
    const second = { enqueue: vi.fn(() => 'k'), close: vi.fn() }
    showToast('Three')
    expect(first.enqueue).toHaveBeenCalledTimes(2)
    connectToastHost(second)()
    expect(second.enqueue).toHaveBeenCalledWith(
      'Three',
      expect.objectContaining({ key: expect.stringMatching(/^toast-/) }),
    )
  })

  it('keeps waiting toasts in an atom and wakes the toaster once, when the first one waits', () => {
    const wake = vi.fn()
    const stop = whenToastWaiting(wake)
    expect(wake).not.toHaveBeenCalled()
    const key = showToast('Saved')
    showToast('Saved again')
    expect(wake).toHaveBeenCalledTimes(1)
    expect(appStore.get(waitingToastsAtom).map((toast) => toast.message)).toEqual([
      'Saved',
      'Saved again',
    ])
    closeToast(key)
    expect(appStore.get(waitingToastsAtom).map((toast) => toast.message)).toEqual(['Saved again'])
    stop()
    // Already waiting: a new waiter is woken at once.
    const late = vi.fn()
    whenToastWaiting(late)
    expect(late).toHaveBeenCalledTimes(1)
    connectToastHost({ enqueue: vi.fn(() => 'k'), close: vi.fn() })()
    expect(appStore.get(waitingToastsAtom)).toEqual([])
  })
})
