import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportProblems } from './report-problems'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('reportProblems', () => {
  it('logs new problems in one message and never repeats them', () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {})
    reportProblems(['Report x: skipped, no date', 'Report y: counted as 0 lbs: meat (missing)'])
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toContain('Report x: skipped, no date')
    expect(log.mock.calls[0]?.[0]).toContain('Report y')

    reportProblems(['Report x: skipped, no date'])
    expect(log).toHaveBeenCalledTimes(1)

    reportProblems(['Report x: skipped, no date', 'Report z: skipped, no date'])
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[1]?.[0]).toContain('Report z')
    expect(log.mock.calls[1]?.[0]).not.toContain('Report x')
  })

  it('stays quiet when nothing is wrong', () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {})
    reportProblems([])
    expect(log).not.toHaveBeenCalled()
  })
})
