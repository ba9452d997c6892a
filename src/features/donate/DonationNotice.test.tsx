import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { DonationNotice, parseDonationReturn } from './DonationNotice'

afterEach(cleanup)

describe('DonationNotice', () => {
  it('thanks a donor coming back from a completed checkout', () => {
    render(<DonationNotice status="success" />)
    expect(screen.getByRole('heading', { name: 'Thank you for your donation!' })).toBeTruthy()
  })

  it('tells a donor who cancelled that nothing was charged', () => {
    render(<DonationNotice status="cancelled" />)
    expect(screen.getByRole('heading', { name: 'Donation cancelled' })).toBeTruthy()
    expect(screen.getByText(/You have not been charged/)).toBeTruthy()
  })

  it('prerenders the same empty live region whatever the URL, so hydration matches', () => {
    const html = renderToString(<DonationNotice status="success" />)
    expect(html).toBe(renderToString(<DonationNotice status={undefined} />))
    expect(html).not.toContain('Thank you')
  })

  it('reads only the two values Stripe is sent back with', () => {
    expect(parseDonationReturn('success')).toBe('success')
    expect(parseDonationReturn('cancelled')).toBe('cancelled')
    expect(parseDonationReturn('<script>')).toBeUndefined()
    expect(parseDonationReturn(undefined)).toBeUndefined()
  })
})
