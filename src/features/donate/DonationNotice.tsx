import type { ReactElement } from 'react'
import { useMounted } from './use-mounted'
import './donation-notice.css'

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
  const mounted = useMounted()
  const shown = mounted ? status : undefined
  return (
    <div role="status" className="donation-notice-region">
      {shown === 'success' ? (
        <div className="donation-notice donation-notice--success">
          <h2>Thank you for your donation!</h2>
          <p>
            Your gift helps us rescue food and pack boxes for neighbours. Stripe will e-mail your
            receipt shortly.
          </p>
        </div>
      ) : shown === 'cancelled' ? (
        <div className="donation-notice donation-notice--cancelled">
          <h2>Donation cancelled</h2>
          <p>You have not been charged. You can try again below whenever you are ready.</p>
        </div>
      ) : null}
    </div>
  )
}
