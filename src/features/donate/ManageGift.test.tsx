import { byLocale } from 'virtual:content/organisation'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../lib/client-config'
import { ManageGift, ManageGiftLink } from './ManageGift'
import type { PortalOutcome } from './portal-session'
import * as portal from './portal-session'

afterEach(() => {
  cleanup()
  config.VITE_STRIPE_PORTAL_LOGIN_URL = undefined
})

const LOGIN = 'https://billing.stripe.com/p/login/test_abc'
const email = byLocale.en.organisation.email

async function press(outcome: PortalOutcome) {
  const request = vi.spyOn(portal, 'requestPortal').mockImplementation(async () => outcome)
  const navigate = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
  render(<ManageGift sessionId="cs_test_abc" />)
  fireEvent.click(screen.getByRole('button', { name: 'Manage your monthly gift' }))
  expect(request).toHaveBeenCalledWith('cs_test_abc')
  return navigate
}

describe('ManageGift', () => {
  it('goes to the portal Stripe opened', async () => {
    const navigate = await press({ kind: 'portal', url: 'https://billing.stripe.com/session/x' })
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://billing.stripe.com/session/x'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['incomplete', 'not complete'],
    ['not-monthly', 'one-time gift'],
    ['too-old', 'more than a day old'],
  ] as const)(
    'explains a refusal (%s) and offers the e-mailed login link',
    async (reason, words) => {
      config.VITE_STRIPE_PORTAL_LOGIN_URL = LOGIN
      await press({ kind: 'refused', reason })
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain(words)
      expect(
        screen
          .getByRole('link', { name: 'Get a link to your gift by e-mail' })
          .getAttribute('href'),
      ).toBe(LOGIN)
    },
  )

  it('offers the collective’s address instead when the build has no login link', async () => {
    await press({ kind: 'refused', reason: 'too-old' })
    await screen.findByRole('alert')
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`)
  })

  it('says plainly when Stripe will not open the portal, with the collective’s address', async () => {
    await press({ kind: 'unavailable' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      `We could not open the page for your monthly gift just now. Write to ${email} and we will change or stop it for you.`,
    )
    expect(screen.getByRole('button', { name: 'Manage your monthly gift' })).toBeTruthy()
  })
})

describe('ManageGiftLink', () => {
  it('links /donate to the portal login page only when the build has it', () => {
    const { container } = render(<ManageGiftLink />)
    expect(container.textContent).toBe('')
    cleanup()
    config.VITE_STRIPE_PORTAL_LOGIN_URL = LOGIN
    render(<ManageGiftLink />)
    expect(screen.getByRole('link', { name: 'Manage your gift' }).getAttribute('href')).toBe(LOGIN)
    expect(screen.getByText(/Already give monthly\?/)).toBeTruthy()
  })
})
