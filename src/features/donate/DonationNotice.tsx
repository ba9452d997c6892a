import { useHydrated } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import './donation-notice.css'
import { t } from '../../lib/i18n/translate'

export type DonationReturn = 'success' | 'cancelled'

/** Reads ?donation= as the route's validateSearch does: anything else is no notice. */
export function parseDonationReturn(value: unknown): DonationReturn | undefined {
  return value === 'success' || value === 'cancelled' ? value : undefined
}

/**
 * What a donor sees on /donate after Stripe sends them back. The page is prerendered without a
 * search string, so the notice appears after hydration; the live region is in the markup from
 * the start so screen readers announce it.
 */
export function DonationNotice({ status }: { status: DonationReturn | undefined }): ReactElement {
  const shown = useHydrated() ? status : undefined
  return (
    <div role="status" className="donation-notice-region">
      {shown === 'success' ? (
        <div className="donation-notice donation-notice--success">
          <h2>{t('donate.thanks.title')}</h2>
          <p>{t('donate.notice.success')}</p>
        </div>
      ) : shown === 'cancelled' ? (
        <div className="donation-notice donation-notice--cancelled">
          <h2>{t('donate.notice.cancelled')}</h2>
          <p>{t('donate.notice.tryAgain')}</p>
        </div>
      ) : null}
    </div>
  )
}
