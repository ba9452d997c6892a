// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { closedNotices, closeNotice } from './closed-notices'
import { type Notice, noticesShowing } from './notices-showing'

const HOUR = 3_600_000
const START = Date.parse('2030-03-04T16:00:00Z')
const notice: Notice = {
  id: 'notice-1',
  version: 'v1',
  title: 'No packing this Sunday',
  text: 'The hall is closed.',
  link: null,
  startsAt: START,
  endsAt: START + 48 * HOUR,
  pages: ['/get-help', '/volunteer'],
}
const at = (now: number, pathname = '/get-help', closed: Record<string, string> = {}) =>
  noticesShowing([notice], { now, pathname, closed }).map((shown) => shown.id)

afterEach(() => localStorage.clear())

describe('which notices show', () => {
  it('from its start to its end, by the clock given', () => {
    expect(at(START - 1)).toEqual([])
    expect(at(START)).toEqual(['notice-1'])
    expect(at(START + 48 * HOUR - 1)).toEqual(['notice-1'])
    expect(at(START + 48 * HOUR)).toEqual([])
  })

  it('on its chosen pages in either language, or on every page when none is chosen', () => {
    expect(at(START, '/es/get-help')).toEqual(['notice-1'])
    expect(at(START, '/volunteer/')).toEqual(['notice-1'])
    expect(at(START, '/events')).toEqual([])
    expect(
      noticesShowing([{ ...notice, pages: [] }], { now: START, pathname: '/events', closed: {} }),
    ).toHaveLength(1)
  })

  it('not once closed on this device, until the notice changes', () => {
    const closed = closeNotice(notice)
    expect(closedNotices()).toEqual({ 'notice-1': 'v1' })
    expect(at(START, '/get-help', closed)).toEqual([])
    expect(
      noticesShowing([{ ...notice, version: 'v2' }], { now: START, pathname: '/get-help', closed }),
    ).toHaveLength(1)
  })
})
