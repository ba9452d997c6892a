import { describe, expect, it } from 'vitest'
import { tabledNames, tabledOffset } from '../src/lib/date-tables'
import { dateNames, dateTables, siteDateTables, zoneTable } from './date-tables'

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
