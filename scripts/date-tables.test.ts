import { describe, expect, it } from 'vitest'
import { DATE_FORMATS, plain } from '../src/lib/date-formats'
import { fillTemplate, tabledNames, tabledOffset, utcFields } from '../src/lib/date-tables'
import {
  dateNames,
  dateTables,
  formatTemplate,
  formatTemplates,
  siteDateTables,
  zoneTable,
} from './date-tables'

const HOUR = 3_600_000

describe('zoneTable', () => {
  it('finds California’s clock changes to the second', () => {
    const table = zoneTable('America/Los_Angeles', 2026, 2027)
    expect(table.offsets).toEqual([
      [Date.UTC(2026, 0, 1), -8 * HOUR],
      // 2am PST on Sunday 8 March, and 2am PDT on Sunday 1 November.
      [Date.UTC(2026, 2, 8, 10), -7 * HOUR],
      [Date.UTC(2026, 10, 1, 9), -8 * HOUR],
    ])
  })

  it('has a single offset for a zone without daylight saving', () => {
    expect(zoneTable('Asia/Kolkata', 2026, 2028).offsets).toEqual([
      [Date.UTC(2026, 0, 1), 5.5 * HOUR],
    ])
  })
})

describe('tabledOffset', () => {
  const tables = dateTables(['America/Los_Angeles'], [], 2026)
  const change = Date.UTC(2026, 2, 8, 10)

  it('reads the offset in force at an instant, either side of a change', () => {
    expect(tabledOffset(change - 1, 'America/Los_Angeles', tables)).toBe(-8 * HOUR)
    expect(tabledOffset(change, 'America/Los_Angeles', tables)).toBe(-7 * HOUR)
    expect(tabledOffset(Date.UTC(2030, 6, 1), 'America/Los_Angeles', tables)).toBe(-7 * HOUR)
  })

  it('answers nothing outside the years covered or for another zone', () => {
    expect(tabledOffset(Date.UTC(2024, 11, 31), 'America/Los_Angeles', tables)).toBeUndefined()
    expect(tabledOffset(Date.UTC(2037, 0, 1), 'America/Los_Angeles', tables)).toBeUndefined()
    expect(tabledOffset(change, 'Europe/London', tables)).toBeUndefined()
  })
})

describe('dateNames', () => {
  it('names days and months as they read inside a date, in both site languages', () => {
    expect(dateNames('en-US').weekdays[0]).toBe('Sunday')
    expect(dateNames('en-US').months[10]).toBe('November')
    expect(dateNames('es-US').weekdays).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
    ])
    expect(dateNames('es-US').months[0]).toBe('enero')
  })
})

describe('siteDateTables', () => {
  it('covers the schedules’ zone and both languages, and the pages receive it', async () => {
    const tables = await siteDateTables(2026)
    expect(Object.keys(tables.zones)).toEqual(['America/Los_Angeles'])
    expect(Object.keys(tables.names)).toEqual(['en-US', 'es-US'])
    // What the test build inlined, as the pages' build does (vitest.config.ts, vite.config.ts).
    expect(tabledNames('es-US')?.months[10]).toBe('noviembre')
    expect(tabledOffset(Date.now(), 'America/Los_Angeles')).toBeDefined()
  })
})

describe('formatTemplate', () => {
  it('has a template for every site format in both site languages', () => {
    for (const locale of ['en-US', 'es-US']) {
      expect(Object.keys(formatTemplates(locale)).sort()).toEqual(Object.keys(DATE_FORMATS).sort())
    }
  })

  it('writes what Intl writes, hour by hour over a year, in both site languages', () => {
    for (const locale of ['en-US', 'es-US']) {
      for (const options of Object.values(DATE_FORMATS)) {
        const template = formatTemplate(locale, options)
        const intl = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
        if (!template) throw new Error(`no template for ${locale}`)
        for (let hour = 0; hour < 366 * 24; hour += 7) {
          const date = new Date(Date.UTC(2026, 0, 1) + hour * HOUR)
          expect(fillTemplate(template, utcFields(date))).toBe(plain(intl.format(date)))
        }
      }
    }
  })

  it('reads "Nov 29, 2026" and "29 nov 2026" as the fields in order', () => {
    expect(formatTemplate('en-US', DATE_FORMATS.date)?.parts).toEqual([
      { field: 'month' },
      ' ',
      { field: 'day' },
      ', ',
      { field: 'year' },
    ])
    expect(formatTemplate('es-US', DATE_FORMATS.time)?.dayPeriods).toEqual(['a.m.', 'p.m.'])
  })

  it('gives up, so pages fall back to Intl, where a template cannot write what Intl does', () => {
    // Arabic-Indic digits: a template writes days and years in Latin digits.
    expect(formatTemplate('ar-EG', DATE_FORMATS.date)).toBeUndefined()
    expect(formatTemplate('en-US', DATE_FORMATS.date)).toBeDefined()
  })
})
