import { describe, expect, it, vi } from 'vitest'
import { startBackgroundRefresh } from './background-refresh'

function setup(options: { installed: boolean; periodic: boolean }) {
  const target = new EventTarget()
  const refreshNow = vi.fn(async () => {})
  const registerPeriodic = vi.fn(async () => options.periodic)
  const stop = startBackgroundRefresh({
    isInstalled: () => options.installed,
    registerPeriodic,
    refreshNow,
    target: target as unknown as Window,
  })
  return { target, refreshNow, registerPeriodic, stop }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the background refresh of the installed app', () => {
  it('leaves it to the service worker where Periodic Background Sync is registered', async () => {
    const { target, refreshNow, registerPeriodic } = setup({ installed: true, periodic: true })
    await tick()
    expect(registerPeriodic).toHaveBeenCalledOnce()
    target.dispatchEvent(new Event('online'))
    expect(refreshNow).not.toHaveBeenCalled()
  })

  it('otherwise refreshes at start-up and each time the connection comes back', async () => {
    const { target, refreshNow, stop } = setup({ installed: true, periodic: false })
    await tick()
    expect(refreshNow).toHaveBeenCalledTimes(1)
    target.dispatchEvent(new Event('online'))
    expect(refreshNow).toHaveBeenCalledTimes(2)
    stop()
    target.dispatchEvent(new Event('online'))
    expect(refreshNow).toHaveBeenCalledTimes(2)
  })

  it('does nothing in a browser tab until the app is installed', async () => {
    const { target, refreshNow, registerPeriodic } = setup({ installed: false, periodic: true })
    await tick()
    expect(registerPeriodic).not.toHaveBeenCalled()
    target.dispatchEvent(new Event('appinstalled'))
    await tick()
    expect(registerPeriodic).toHaveBeenCalledOnce()
    expect(refreshNow).not.toHaveBeenCalled()
  })
})
