import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore } from './app-store'
import {
  browserOnlineAtom,
  isOnlineNow,
  networkFailedAtom,
  offlineAtom,
  reportNetworkFailure,
  reportNetworkSuccess,
  useOffline,
  useOnline,
} from './network-status'

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

function Probe() {
  return (
    <span data-testid="probe">
      {`${useOnline() ? 'online' : 'offline'} ${useOffline() ? 'banner' : 'no-banner'}`}
    </span>
  )
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  appStore.set(networkFailedAtom, false)
  appStore.set(browserOnlineAtom, true)
})

describe('network status', () => {
  it('renders as online on the server, whatever the store holds', () => {
    appStore.set(networkFailedAtom, true)
    expect(renderToString(<Probe />)).toContain('online no-banner')
  })

  it('follows the browser once watched, and a request that failed for network reasons', () => {
    render(<Probe />)
    const probe = () => screen.getByTestId('probe').textContent
    expect(probe()).toBe('online no-banner')
    act(() => setBrowserOnline(false))
    expect(probe()).toBe('offline banner')
    expect(isOnlineNow()).toBe(false)
    act(() => setBrowserOnline(true))
    expect(probe()).toBe('online no-banner')
    // A dead Wi-Fi: the browser says online, the fetch says otherwise.
    act(() => reportNetworkFailure())
    expect(probe()).toBe('online banner')
    expect(appStore.get(offlineAtom)).toBe(true)
    act(() => reportNetworkSuccess())
    expect(probe()).toBe('online no-banner')
  })

  it('forgets a network failure when the browser comes back online', () => {
    const stop = appStore.sub(offlineAtom, () => undefined)
    reportNetworkFailure()
    expect(appStore.get(offlineAtom)).toBe(true)
    setBrowserOnline(true)
    expect(appStore.get(networkFailedAtom)).toBe(false)
    expect(appStore.get(offlineAtom)).toBe(false)
    stop()
  })
})
