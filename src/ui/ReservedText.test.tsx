import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { ReservedText } from './ReservedText'

afterEach(cleanup)

it('shows its text and keeps the stand-in out of the page’s text', () => {
  render(
    <p data-testid="status">
      <ReservedText reserve="Numbers as of Sep 27, 2026, checked Sep 27, 2026, 10:45 PM.">
        Loading…
      </ReservedText>
    </p>,
  )
  const status = screen.getByTestId('status')
  expect(status.textContent).toBe('Loading…')
  expect(screen.queryByText(/Numbers as of/)).toBeNull()
  // The stand-in is drawn from the attribute by CSS (reserved-text.css), in the text's own cell.
  expect(status.firstElementChild?.getAttribute('data-reserve')).toMatch(/^Numbers as of/)
})
