import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { describeNextSession } from './next-session'

// Wednesday 26 November 2025, noon in California.
const wednesday = new Date('2025-11-26T20:00:00Z')

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

describe('describeNextSession', () => {
  it('spells out the coming Sunday with the times', () => {
    expect(describeNextSession(wednesday)).toEqual({
      next: 'Sunday 30 November, 3pm to 5pm',
    })
  })

  it('says "Today" on the day, until the end', () => {
    expect(describeNextSession(new Date('2025-11-30T23:30:00Z')).next).toBe(
      'Today, Sunday 30 November, 3pm to 5pm',
    )
    expect(describeNextSession(new Date('2025-12-01T01:00:00Z')).next).toBe(
      'Sunday 7 December, 3pm to 5pm',
    )
  })

  it('names a cancelled Sunday as cancelled, then gives the next one that goes ahead', () => {
    expect(
      describeNextSession(wednesday, [
        { date: '2025-11-30', status: 'cancelled', note: 'Thanksgiving weekend' },
        { date: '2025-12-07', status: 'cancelled' },
      ]),
    ).toEqual({
      cancelled: 'Sunday 30 November is cancelled (Thanksgiving weekend).',
      next: 'Sunday 14 December, 3pm to 5pm',
    })
  })

  it('gives a moved week its own time', () => {
    expect(
      describeNextSession(wednesday, [{ date: '2025-11-30', status: 'moved', time: '11:00' }]).next,
    ).toBe('Sunday 30 November, 11am to 1pm')
  })

  it('writes the day, times and "today" in Spanish on a Spanish page', () => {
    activateLocale('es', pageCatalog('es'), '')
    expect(describeNextSession(wednesday)).toEqual({
      next: 'domingo 30 de noviembre, de 3 p.m. a 5 p.m.',
    })
    expect(describeNextSession(new Date('2025-11-30T23:30:00Z')).next).toBe(
      'hoy, domingo 30 de noviembre, de 3 p.m. a 5 p.m.',
    )
  })

  it('names a cancelled Sunday in Spanish on a Spanish page', () => {
    activateLocale('es', pageCatalog('es'), '')
    expect(
      describeNextSession(wednesday, [
        { date: '2025-11-30', status: 'cancelled', note: 'Acción de Gracias' },
      ]),
    ).toEqual({
      cancelled: 'Se canceló la entrega del domingo 30 de noviembre (Acción de Gracias).',
      next: 'domingo 7 de diciembre, de 3 p.m. a 5 p.m.',
    })
    expect(
      describeNextSession(wednesday, [{ date: '2025-11-30', status: 'cancelled' }]).cancelled,
    ).toBe('Se canceló la entrega del domingo 30 de noviembre.')
  })
})
