import { organisation } from 'virtual:content/organisation'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DONATION_IFRAME_HEIGHT, DonationIframe } from './DonationIframe'

afterEach(cleanup)

describe('DonationIframe', () => {
  it('embeds the configured form, 1200 px tall, lazy and titled, with the Spanish fallback', () => {
    render(<DonationIframe url="https://donate.example.org/form" fallback={<p>card form</p>} />)
    const frame = screen.getByTitle(`Donation form for ${organisation.name}`)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe('https://donate.example.org/form')
    expect(frame.getAttribute('height')).toBe(String(DONATION_IFRAME_HEIGHT))
    expect(DONATION_IFRAME_HEIGHT).toBe(1200)
    expect(frame.getAttribute('loading')).toBe('lazy')
    const spanish = screen.getByRole('link', { name: /Done directamente/ })
    expect(spanish.getAttribute('href')).toBe(organisation.spanishDonateUrl)
    expect(spanish.closest('[lang]')?.getAttribute('lang')).toBe('es')
    expect(screen.queryByText('card form')).toBeNull()
  })

  it('shows the fallback instead when no form URL is configured', () => {
    render(<DonationIframe url={undefined} fallback={<p>card form</p>} />)
    expect(screen.getByText('card form')).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
  })
})
