import { afterEach, describe, expect, it } from 'vitest'
import {
  dateLocale,
  formatDate,
  formatDateTime,
  formatDayAndDate,
  formatMonth,
  formatTime,
} from './date-time'
import { setActiveLocale } from './i18n/active-locale'
import { INTL_LOCALE, LOCALES } from './i18n/locales'

afterEach(() => setActiveLocale('en'))

describe('one date and one time format, in English', () => {
  it('writes calendar days as "Nov 29, 2026", never shifted by the time zone', () => {
    expect(formatDate('2026-11-29')).toBe('Nov 29, 2026')
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027')
    expect(formatDate('2026-05-17T23:30:00-08:00')).toBe('May 17, 2026')
  })

  it('writes times as "3:00 PM", and ranges with an en dash', () => {
    expect(formatTime('15:00')).toBe('3:00 PM')
    expect(formatTime('09:05')).toBe('9:05 AM')
    expect(formatTime('12:00')).toBe('12:00 PM')
  })

  it('writes a moment with the same date and time formats', () => {
    const text = formatDateTime(new Date(2026, 10, 21, 14, 5))
    expect(text).toBe('Nov 21, 2026, 2:05 PM')
  })

  it('writes a day with its weekday as "Sunday Nov 29, 2026"', () => {
    expect(formatDayAndDate('2026-11-29')).toBe('Sunday Nov 29, 2026')
  })

  it('writes a month as "November 2026"', () => {
    expect(formatMonth(2026, 11)).toBe('November 2026')
    expect(formatMonth(2025, 1)).toBe('January 2025')
  })
})

describe('the same formats on a Spanish page (es-US)', () => {
  it('writes days, times, moments and months as US Spanish does, with plain spaces', () => {
    setActiveLocale('es')
    expect(formatDate('2026-11-29')).toBe('29 nov 2026')
    expect(formatDate('2027-01-01')).toBe('1 ene 2027')
    expect(formatTime('15:00')).toBe('3:00 p.m.')
    expect(formatTime('09:05')).toBe('9:05 a.m.')
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5))).toBe('21 nov 2026, 2:05 p.m.')
    expect(formatMonth(2026, 11)).toBe('noviembre de 2026')
    expect(formatDayAndDate('2026-11-29')).toBe('domingo 29 nov 2026')
    for (const text of [formatTime('15:00'), formatDateTime(Date.now())]) {
      expect(text).not.toMatch(/[\u202f\u00a0]/)
    }
  })

  it('keeps each language apart when pages in both are written one after another', () => {
    expect(formatDate('2026-11-29')).toBe('Nov 29, 2026')
    setActiveLocale('es')
    expect(formatDate('2026-11-29')).toBe('29 nov 2026')
    setActiveLocale('en')
    expect(formatDate('2026-11-29')).toBe('Nov 29, 2026')
  })
})

it('uses the Intl locale the i18n module names for each language', () => {
  for (const locale of LOCALES) {
    setActiveLocale(locale)
    expect(dateLocale()).toBe(INTL_LOCALE[locale])
  }
})
