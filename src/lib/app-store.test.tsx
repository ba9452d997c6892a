import { act, cleanup, render, screen } from '@testing-library/react'
import { atom } from 'jotai/vanilla'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore, useHydratedAtomValue } from './app-store'

afterEach(cleanup)

describe('useHydratedAtomValue', () => {
  it('renders the server value while hydrating, then the store value, without a mismatch', async () => {
    const count = atom(0)
    function Probe() {
      return <span>{useHydratedAtomValue(count, 0)}</span>
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    appStore.set(count, 7)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable })
    })
    expect(container.textContent).toBe('7')
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('follows changes and mounts the atom (its onMount) while rendered', () => {
    const flag = atom('off')
    const unmounted = vi.fn()
    flag.onMount = (set) => {
      set('on')
      return unmounted
    }
    function Probe() {
      return <span data-testid="flag">{useHydratedAtomValue(flag, 'off')}</span>
    }
    const { unmount } = render(<Probe />)
    expect(screen.getByTestId('flag').textContent).toBe('on')
    act(() => appStore.set(flag, 'changed'))
    expect(screen.getByTestId('flag').textContent).toBe('changed')
    unmount()
    expect(unmounted).toHaveBeenCalled()
  })
})
