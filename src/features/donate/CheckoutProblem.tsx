import { organisation } from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import type { CheckoutOutcome } from './request-checkout'

/** A failed Donate Now press, or the offline check before it. */
export type Problem =
  | Exclude<CheckoutOutcome, { kind: 'redirect' } | { kind: 'embedded' }>
  | { kind: 'offline' }

function waitText(seconds: number | undefined): string {
  if (seconds === undefined) return t('donate.problem.fewMinutes')
  if (seconds <= 60) return t('donate.problem.aMinute')
  return t('donate.problem.minutes', { count: Math.ceil(seconds / 60) })
}

/** The words a donor sees for each way a donation can fail to start. */
export function CheckoutProblem({ problem }: { problem: Problem }): ReactElement {
  const notCharged = t('donate.problem.notCharged')
  switch (problem.kind) {
    case 'offline':
      return <p>{t('donate.problem.offline')}</p>
    case 'network':
      return <p>{t('donate.problem.network', { notCharged })}</p>
    case 'invalid':
      return <p>{t('donate.problem.invalid')}</p>
    case 'rate-limited':
      return <p>{t('donate.problem.rateLimited', { wait: waitText(problem.retryAfterSeconds) })}</p>
    case 'payment-service-down':
      return <p>{t('donate.problem.serviceDown', { notCharged })}</p>
    case 'not-configured':
      return (
        <p>
          {t('donate.problem.notConfigured')} {t('donate.problem.writeTo')}
          <a href={`mailto:${organisation.email}`}>{organisation.email}</a>.
        </p>
      )
    case 'failed':
      return <p>{t('donate.problem.failed', { status: problem.status, notCharged })}</p>
  }
}
