import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { NextSession } from './NextSession'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  activateLocale('en', pageCatalog('en'), '')
})

/** The device clock stands on Wednesday 26 November 2025, noon in California. */
function onWednesday() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2025-11-26T20:00:00Z'))
}

describe('NextSession', () => {
  it('has no date in the server-rendered text (it would be the build day)', () => {
    const prerendered = document.createElement('div')
    prerendered.innerHTML = renderToString(<NextSession />)
    expect(prerendered.textContent).not.toMatch(/Next:/)
  })

  it('keeps room in the server-rendered HTML for a long date, in the page language', () => {
    const reserveOf = () => {
      const prerendered = document.createElement('div')
      prerendered.innerHTML = renderToString(<NextSession />)
      return prerendered.querySelector('[data-reserve]')?.getAttribute('data-reserve')
    }
    // On a phone this wraps to two lines, as the filled-in date does: nothing below it moves.
    expect(reserveOf()).toBe('Next: Today, Sunday 27 September, 3pm to 5pm')
    activateLocale('es', pageCatalog('es'), '')
    expect(reserveOf()).toBe('Próxima entrega: hoy, domingo 27 de septiembre, de 3 p.m. a 5 p.m.')
  })

  it('fills in the next date from the device clock once mounted', async () => {
    onWednesday()
    render(<NextSession />)
    await waitFor(() =>
      expect(screen.getByTestId('next-session').textContent).toBe(
        'Next: Sunday 30 November, 3pm to 5pm',
      ),
    )
  })

  it('speaks the page language on a Spanish page', async () => {
    activateLocale('es', pageCatalog('es'), '')
    onWednesday()
    render(<NextSession />)
    await waitFor(() =>
      expect(screen.getByTestId('next-session').textContent).toBe(
        'Próxima entrega: domingo 30 de noviembre, de 3 p.m. a 5 p.m.',
      ),
    )
  })
})
