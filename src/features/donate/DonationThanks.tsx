import { organisation } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect, useState } from 'react'
import { groupDigits } from '../../lib/digits'
import { t } from '../../lib/i18n/translate'
import { mealsFromCents } from '../../lib/meals'
import { GiftRecord } from './GiftRecord'
import { amountWithFrequency, dedication } from './gift-summary'
import { ManageGift } from './ManageGift'
import { fetchDonationStatus, type StatusOutcome } from './session-status'
import './donation-notice.css'

interface DonationThanksProps {
  /** The session_id Stripe put in the return URL; only ever used to ask our server. */
  sessionId: string | undefined
}

/**
 * The page embedded Checkout returns to. The amount, how often and the dedication come from
 * Stripe (through our server), never from the address, which anyone can edit. The page is
 * prerendered without a session, so what it says appears after hydration, in a live region.
 */
export function DonationThanks({ sessionId }: DonationThanksProps): ReactElement {
  const [outcome, setOutcome] = useState<StatusOutcome | 'loading'>('loading')

  useEffect(() => {
    if (!sessionId) {
      setOutcome({ kind: 'not-found' })
      return
    }
    let current = true
    setOutcome('loading')
    void fetchDonationStatus(sessionId).then((next) => {
      if (current) setOutcome(next)
    })
    return () => {
      current = false
    }
  }, [sessionId])

  const donation = typeof outcome === 'object' && outcome.kind === 'found' && outcome.donation
  const paid = donation && donation.status === 'complete' ? donation : undefined
  return (
    <>
      <div role="status" className="donation-notice-region">
        <Message outcome={outcome} />
      </div>
      {/* Outside the live region: a screen reader hears the thanks, then reads the record. */}
      {paid?.frequency === 'monthly' && sessionId ? <ManageGift sessionId={sessionId} /> : null}
      {paid ? <GiftRecord donation={paid} /> : null}
    </>
  )
}

// Every outcome but a paid gift: its heading, its text, and whether it links back to try again.
const NOT_THANKED = {
  incomplete: ['donate.thanks.incomplete', 'donate.thanks.incompleteText', true],
  'not-found': ['donate.thanks.notFound', 'donate.thanks.notFoundText', true],
  network: ['donate.thanks.network', 'donate.thanks.networkText', false],
  failed: ['donate.thanks.unchecked', 'donate.thanks.uncheckedText', false],
} as const

function Message({ outcome }: { outcome: StatusOutcome | 'loading' }): ReactElement {
  if (outcome === 'loading') {
    return (
      <div className="donation-notice">
        <p>{t('donate.thanks.checking')}</p>
      </div>
    )
  }
  if (outcome.kind !== 'found' || outcome.donation.status !== 'complete') {
    const [title, text, tryAgain] =
      NOT_THANKED[outcome.kind === 'found' ? 'incomplete' : outcome.kind]
    return (
      <div className="donation-notice donation-notice--cancelled">
        <h2>{t(title)}</h2>
        <p>{t(text)}</p>
        {tryAgain ? (
          <p>
            <Link to="/donate">{t('donate.thanks.back')}</Link>
          </p>
        ) : null}
      </div>
    )
  }
  const { donation } = outcome
  const gift = amountWithFrequency(donation.amount, donation.frequency)
  const honour = dedication(donation.tribute?.kind, donation.tribute?.name)
  const meals = mealsFromCents(donation.amount)
  return (
    <div className="donation-notice donation-notice--success">
      <h2>{t('donate.thanks.title')}</h2>
      <p>
        {t('donate.thanks.giftOf')}
        <strong>{gift}</strong>
        {honour ? `, ${honour},` : null}
        {t(
          donation.frequency === 'monthly'
            ? 'donate.thanks.providesMonthly'
            : 'donate.thanks.provides',
          { meals: groupDigits(meals), source: organisation.meals.source },
        )}
        {t('donate.thanks.receipt')}
      </p>
    </div>
  )
}
