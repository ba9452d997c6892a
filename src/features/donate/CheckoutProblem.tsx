import type { ReactElement } from 'react'
import { organisation } from '../../content/organisation'
import type { CheckoutOutcome } from './request-checkout'

/** A failed Donate Now press, or the offline check before it. */
export type Problem =
  | Exclude<CheckoutOutcome, { kind: 'redirect' } | { kind: 'embedded' }>
  | { kind: 'offline' }

const NOT_CHARGED = 'You have not been charged.'

function waitText(seconds: number | undefined): string {
  if (seconds === undefined) return 'in a few minutes'
  if (seconds <= 60) return 'in a minute'
  return `in ${Math.ceil(seconds / 60)} minutes`
}

/** The words a donor sees for each way a donation can fail to start. */
export function CheckoutProblem({
  problem,
  donationFormUrl,
}: {
  problem: Problem
  donationFormUrl: string | undefined
}): ReactElement {
  switch (problem.kind) {
    case 'offline':
      return <p>Donations need an internet connection. Please reconnect and try again.</p>
    case 'network':
      return (
        <p>
          We could not reach our server. Please check your connection and try again. {NOT_CHARGED}
        </p>
      )
    case 'invalid':
      return <p>Please correct the highlighted fields.</p>
    case 'rate-limited':
      return (
        <p>
          Too many donation attempts from this connection. Please try again{' '}
          {waitText(problem.retryAfterSeconds)}.
        </p>
      )
    case 'payment-service-down':
      return (
        <p>
          The payment service is not responding right now. {NOT_CHARGED} Please try again in a few
          minutes.
        </p>
      )
    case 'not-configured':
      return (
        <p>
          Donations are not configured on this site yet, so card payments cannot be taken.{' '}
          {donationFormUrl ? (
            <a href={donationFormUrl} target="_blank" rel="noopener noreferrer">
              Give through our donation form instead
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <>
              To give another way, write to{' '}
              <a href={`mailto:${organisation.email}`}>{organisation.email}</a>.
            </>
          )}
        </p>
      )
    case 'failed':
      return (
        <p>
          Something went wrong on our side (error {problem.status}). {NOT_CHARGED} Please try again.
        </p>
      )
  }
}
