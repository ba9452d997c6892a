import { describe, expect, it } from 'vitest'
import { parseReportDate, validateReports } from './validate-reports'

const full = {
  produce: 100,
  meat: 20,
  dairy: 30,
  grocerySelfStable: 40,
  baked: 50,
  prepared: 10,
  riceAndBeans: 5,
  gleanersProduce: 0,
}

describe('parseReportDate', () => {
  it('reads the calendar day as written, in any time zone', () => {
    expect(parseReportDate('2025-01-05')).toEqual({ year: 2025, month: 1 })
    // Late on New Year's Eve in UTC is still December, wherever the visitor is.
    expect(parseReportDate('2024-12-31T23:30:00Z')).toEqual({ year: 2024, month: 12 })
  })

  it('rejects what is not a real date', () => {
    for (const value of [
      undefined,
      null,
      '',
      'soon',
      '2025-13-01',
      '2025-02-30',
      '05/01/2025',
      20250105,
      '2025-01-05Tlater',
    ]) {
      expect(parseReportDate(value), String(value)).toBeNull()
    }
  })
})

describe('validateReports', () => {
  it('keeps a complete report as it is', () => {
    const { reports, problems } = validateReports([{ _id: 'a', date: '2025-01-05', ...full }])
    expect(problems).toEqual([])
    expect(reports).toEqual([{ id: 'a', date: '2025-01-05', year: 2025, month: 1, ...full }])
  })

  it('counts missing and non-numeric fields as 0, never NaN, and names them once', () => {
    const { reports, problems } = validateReports([
      {
        _id: 'b',
        date: '2025-02-02',
        ...full,
        meat: undefined,
        dairy: '12',
        baked: null,
        prepared: -4,
        produce: Number.NaN,
      },
    ])
    expect(reports).toHaveLength(1)
    const report = reports[0]
    expect(report).toMatchObject({
      produce: 0,
      meat: 0,
      dairy: 0,
      baked: 0,
      prepared: 0,
      grocerySelfStable: 40,
    })
    for (const value of Object.values(report ?? {})) {
      if (typeof value === 'number') expect(Number.isNaN(value)).toBe(false)
    }
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('Report b')
    for (const field of ['produce', 'meat', 'dairy', 'baked', 'prepared']) {
      expect(problems[0]).toContain(field)
    }
    expect(problems[0]).not.toContain('grocerySelfStable')
  })

  it('skips documents without a valid date, and what is not a document', () => {
    const { reports, problems } = validateReports([
      { _id: 'no-date', ...full },
      { _id: 'bad-date', date: 'last Sunday', ...full },
      'nonsense',
      null,
      { _id: 'ok', date: '2025-03-02', ...full },
    ])
    expect(reports.map((r) => r.id)).toEqual(['ok'])
    expect(problems).toEqual([
      'Report no-date: skipped, no date',
      'Report bad-date: skipped, invalid date "last Sunday"',
      'Report #3: skipped, not a document',
      'Report #4: skipped, not a document',
    ])
  })

  it('counts a document listed twice only once', () => {
    const doc = { _id: 'dup', date: '2025-03-02', ...full }
    const { reports, problems } = validateReports([doc, doc])
    expect(reports).toHaveLength(1)
    expect(problems).toEqual(['Report dup: skipped, listed twice'])
  })
})
