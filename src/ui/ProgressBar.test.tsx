import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProgressBar } from './ProgressBar'

afterEach(cleanup)

describe('ProgressBar', () => {
  it('exposes its value to assistive tech and prints the percentage', () => {
    render(<ProgressBar value={65} label="Funding progress" />)
    const bar = screen.getByRole('progressbar', { name: 'Funding progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe('65')
    expect(bar.getAttribute('aria-valuetext')).toBe('65%')
    expect(screen.getByText('65%')).toBeTruthy()
  })

  it('clamps values outside 0..100', () => {
    render(<ProgressBar value={140} label="Over" />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
  })
})
