import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect, useState } from 'react'
import { organisation } from '../../content/organisation'
import { mealsFromCents } from '../../lib/meals'
import { amountWithFrequency, dedication } from './gift-summary'
import { fetchDonationStatus, type StatusOutcome } from './session-status'
import './donation-notice.css'

interface DonationThanksProps {
  /** The session_id Stripe put in the return URL; only ever used to ask our server. */
  sessionId: string | undefined
  /** Asks our server about the session; a seam for tests. */
  fetchStatus?: (sessionId: string) => Promise<StatusOutcome>
}

/**
 * The page embedded Checkout returns to. The amount, how often and the dedication come from
 * Stripe (through our server), never from the address, which anyone can edit. The page is
 * prerendered without a session, so what it says appears after hydration, in a live region.
 */
export function DonationThanks({
  sessionId,
  fetchStatus = fetchDonationStatus,
}: DonationThanksProps): ReactElement {
  const [outcome, setOutcome] = useState<StatusOutcome | 'loading'>('loading')

  useEffect(() => {
    if (!sessionId) {
      setOutcome({ kind: 'not-found' })
      return
    }
    let current = true
    setOutcome('loading')
    void fetchStatus(sessionId).then((next) => {
      if (current) setOutcome(next)
    })
    return () => {
      current = false
    }
  }, [sessionId, fetchStatus])

  return (
    <div role="status" className="donation-notice-region">
      <Message outcome={outcome} />
    </div>
  )
}

const TRY_AGAIN = (
  <p>
    <Link to="/donate">Back to the donation form</Link>
  </p>
)

function Message({ outcome }: { outcome: StatusOutcome | 'loading' }): ReactElement {
  if (outcome === 'loading') {
    return (
      <div className="donation-notice">
        <p>Checking your donation with Stripe…</p>
      </div>
    )
  }
  switch (outcome.kind) {
    case 'found': {
      const { donation } = outcome
      if (donation.status !== 'complete') {
        return (
          <div className="donation-notice donation-notice--cancelled">
            <h2>Your donation is not complete</h2>
            <p>You have not been charged. You can try again whenever you are ready.</p>
            {TRY_AGAIN}
          </div>
        )
      }
      const gift = amountWithFrequency(donation.amount, donation.frequency)
      const honour = dedication(donation.tribute?.kind, donation.tribute?.name)
      const meals = mealsFromCents(donation.amount)
      return (
        <div className="donation-notice donation-notice--success">
          <h2>Thank you for your donation!</h2>
          <p>
            Your gift of <strong>{gift}</strong>
            {honour ? <>, {honour},</> : null} helps provide about {meals.toLocaleString('en-US')}{' '}
            meals{donation.frequency === 'monthly' ? ' every month' : ''} (
            {organisation.meals.source}'s figure). Stripe will e-mail your receipt shortly.
          </p>
        </div>
      )
    }
    case 'not-found':
      return (
        <div className="donation-notice donation-notice--cancelled">
          <h2>We could not find this donation</h2>
          <p>If you were charged, Stripe has e-mailed your receipt.</p>
          {TRY_AGAIN}
        </div>
      )
    case 'network':
      return (
        <div className="donation-notice donation-notice--cancelled">
          <h2>We could not reach our server</h2>
          <p>Please check your connection and reload this page to see your donation.</p>
        </div>
      )
    case 'rate-limited':
    case 'payment-service-down':
    case 'failed':
      return (
        <div className="donation-notice donation-notice--cancelled">
          <h2>We could not check your donation just now</h2>
          <p>
            Please reload this page in a minute. If you were charged, Stripe has e-mailed your
            receipt.
          </p>
        </div>
      )
  }
}
