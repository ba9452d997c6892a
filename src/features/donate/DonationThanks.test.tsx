import { organisation } from 'virtual:content/organisation'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DonationThanks } from './DonationThanks'
import type { DonationStatus, StatusOutcome } from './session-status'
import * as sessionStatus from './session-status'

// The page links back to /donate with the router's Link; a plain anchor is enough here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}))

afterEach(cleanup)

/** Our server answers `outcome` about the session. */
const answer = (outcome: StatusOutcome) =>
  vi.spyOn(sessionStatus, 'fetchDonationStatus').mockImplementation(async () => outcome)

const status = (donation: Partial<DonationStatus>): StatusOutcome => ({
  kind: 'found',
  donation: {
    status: 'complete',
    amount: 4000,
    currency: 'usd',
    frequency: 'monthly',
    tribute: null,
    // Noon where the test runs: the record shows the donor's own calendar day.
    created: new Date(2026, 10, 28, 12).getTime(),
    ...donation,
  },
})

describe('DonationThanks', () => {
  it('thanks the donor with the amount, frequency and dedication Stripe recorded', async () => {
    const fetchStatus = answer(status({ tribute: { kind: 'honour', name: 'Grace Hopper' } }))
    render(<DonationThanks sessionId="cs_test_abc" />)
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your donation!' }),
    ).toBeTruthy()
    const text = screen.getByRole('status').textContent ?? ''
    expect(text).toContain('$40.00 monthly')
    expect(text).toContain('in honour of Grace Hopper')
    expect(text).toContain('about 400 meals every month')
    expect(fetchStatus).toHaveBeenCalledWith('cs_test_abc')
  })

  it('says a one-time gift without "monthly"', async () => {
    answer(status({ frequency: 'once', amount: 2500 }))
    render(<DonationThanks sessionId="cs_test_abc" />)
    await screen.findByRole('heading', { name: 'Thank you for your donation!' })
    expect(screen.getByRole('status').textContent).toContain('Your gift of $25.00 helps')
  })

  it('shows the acknowledgment Stripe’s receipts carry, as a record of the gift', async () => {
    answer(status({ frequency: 'once', amount: 30000 }))
    render(<DonationThanks sessionId="cs_test_abc" />)
    const record = await screen.findByRole('region', { name: 'Record of your gift' })
    const rows = [...record.querySelectorAll('dl > div')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    )
    expect(rows).toEqual([
      ['Received by', organisation.name],
      ['Tax registration', organisation.taxId],
      ['Date', 'November 28, 2026'],
      ['Amount', '$300.00 (USD)'],
      ['Frequency', 'One time'],
    ])
    expect(record.textContent).toContain(
      'No goods or services were provided in exchange for this contribution.',
    )
    expect(screen.getByRole('button', { name: 'Print this record' })).toBeTruthy()
    // A one-time gift has nothing to manage.
    expect(screen.queryByRole('button', { name: 'Manage your monthly gift' })).toBeNull()
  })

  it('offers a monthly donor to manage the gift; an open session shows no record', async () => {
    answer(status({}))
    render(<DonationThanks sessionId="cs_test_abc" />)
    expect(await screen.findByRole('button', { name: 'Manage your monthly gift' })).toBeTruthy()
    expect(screen.getByTestId('gift-record').textContent).toContain('Monthly')
    cleanup()
    answer(status({ status: 'open' }))
    render(<DonationThanks sessionId="cs_test_abc" />)
    await screen.findByRole('heading', { name: 'Your donation is not complete' })
    expect(screen.queryByTestId('gift-record')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Manage your monthly gift' })).toBeNull()
  })

  it('says an open session is not complete and nothing was charged', async () => {
    answer(status({ status: 'open' }))
    render(<DonationThanks sessionId="cs_test_abc" />)
    expect(
      await screen.findByRole('heading', { name: 'Your donation is not complete' }),
    ).toBeTruthy()
    expect(screen.getByRole('status').textContent).not.toContain('$40.00')
  })

  it('without a session id asks nobody and says the donation was not found', async () => {
    const fetchStatus = answer(status({}))
    render(<DonationThanks sessionId={undefined} />)
    expect(
      await screen.findByRole('heading', { name: 'We could not find this donation' }),
    ).toBeTruthy()
    expect(fetchStatus).not.toHaveBeenCalled()
  })

  it.each([
    [{ kind: 'not-found' } as const, 'We could not find this donation'],
    [{ kind: 'network' } as const, 'We could not reach our server'],
    [{ kind: 'failed', status: 502 } as const, 'We could not check your donation just now'],
  ])('explains %o', async (outcome, heading) => {
    answer(outcome)
    render(<DonationThanks sessionId="cs_test_abc" />)
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
  })
})
