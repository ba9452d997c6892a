import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { describeNextSession } from './next-session'

// Wednesday 26 November 2025, noon in California.
const wednesday = new Date('2025-11-26T20:00:00Z')

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

describe('describeNextSession', () => {
  it('spells out the coming Sunday with the times', () => {
    expect(describeNextSession(wednesday)).toBe('Sunday 30 November, 3pm to 5pm')
  })

  it('says "Today" on the day, until the end', () => {
    expect(describeNextSession(new Date('2025-11-30T23:30:00Z'))).toBe(
      'Today, Sunday 30 November, 3pm to 5pm',
    )
    expect(describeNextSession(new Date('2025-12-01T01:00:00Z'))).toBe(
      'Sunday 7 December, 3pm to 5pm',
    )
  })

  it('writes the day, times and "today" in Spanish on a Spanish page', () => {
    activateLocale('es', pageCatalog('es'), '')
    expect(describeNextSession(wednesday)).toBe('domingo 30 de noviembre, de 3 p.m. a 5 p.m.')
    expect(describeNextSession(new Date('2025-11-30T23:30:00Z'))).toBe(
      'hoy, domingo 30 de noviembre, de 3 p.m. a 5 p.m.',
    )
  })
})
