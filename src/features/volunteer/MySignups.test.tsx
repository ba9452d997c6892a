import { act, render, screen } from '@testing-library/react'
import { type ReactElement, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SignupView } from '../../db/volunteer-signups'
import { MySignups } from './MySignups'

const stopWatching = vi.fn()
const watchSignups = vi.fn((listener: (views: SignupView[]) => void) => {
  listener([saved])
  return stopWatching
})
vi.mock('./signup-actions', () => ({ watchSignups, cancel: vi.fn() }))

const saved: SignupView = {
  state: 'waiting',
  signup: {
    id: 'signup-1',
    createdAt: 0,
    sessions: [
      {
        id: 'weekly-2026-11-29',
        title: 'Sunday packing session',
        label: 'Sunday 29 November, 3pm to 5pm',
        date: '2026-11-29',
        startTime: '15:00',
        endTime: '17:00',
        place: '214 Orchard Lane, Riverside, CA 92501',
      },
    ],
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    phone: '',
    firstTime: false,
    note: '',
    outboxId: 'outbox-1',
  },
}

// A stand-in IntersectionObserver: the test decides when the form comes near.
let reportNear: (() => void) | undefined
const watched: Element[] = []
class FakeObserver {
  private readonly callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback
    reportNear = () =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      )
  }
  observe(element: Element) {
    watched.push(element)
  }
  disconnect() {}
}

function SigningUp(): ReactElement {
  const place = useRef<HTMLDivElement>(null)
  return (
    <div ref={place} data-testid="signing-up">
      <MySignups startsNear={place} />
    </div>
  )
}

describe('this device’s sign-ups', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.clearAllMocks()
    watched.length = 0
    reportNear = undefined
  })

  it('are not loaded at start-up, only once the visitor nears the form they follow', async () => {
    const { unmount } = render(<SigningUp />)
    // Let any import the effect started settle: nothing may have asked for the sign-ups yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(watchSignups).not.toHaveBeenCalled()
    expect(watched).toEqual([screen.getByTestId('signing-up')])
    expect(screen.queryByRole('heading')).toBeNull()

    await act(async () => reportNear?.())
    expect(
      await screen.findByText('Saved on this phone, will be sent when you are online'),
    ).toBeTruthy()
    expect(watchSignups).toHaveBeenCalledOnce()
    expect(screen.getByText('Sunday 29 November, 3pm to 5pm')).toBeTruthy()

    unmount()
    expect(stopWatching).toHaveBeenCalledOnce()
  })
})
