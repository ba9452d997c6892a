import type { ReactElement } from 'react'
import { KEEP_ORDER_MS, KEEP_ORDERS } from '../../db/orders'
import { DeleteDeviceData } from './DeleteDeviceData'
import './privacy.css'

const DAY_MS = 24 * 60 * 60_000

/** What the site keeps in this browser, why, for how long, and a way to delete it. */
export function PrivacyPage(): ReactElement {
  return (
    <div className="container privacy">
      <section aria-labelledby="privacy-stored-heading">
        <h2 id="privacy-stored-heading">What this site keeps on your device, and why</h2>
        <p>
          The site works offline, so it keeps a few things in this browser's storage (IndexedDB).
          They stay on this device: we do not receive them, and they are not shared with anyone.
        </p>
        <ul className="privacy__list">
          <li>
            <strong>Your cart, wishlist and compare list</strong>: the products you chose, so they
            are still there when you come back.
          </li>
          <li>
            <strong>Your orders</strong>: what you ordered and its price, so the order page can show
            it. No address or card details are kept. Only your latest {KEEP_ORDERS} orders are kept,
            each for at most {Math.round(KEEP_ORDER_MS / DAY_MS)} days.
          </li>
          <li>
            <strong>Contact messages</strong>: a message you write is kept here until it is sent, so
            nothing is lost without a signal. Once sent, only its subject is kept, for 30 days, to
            show it as sent. A message that could not be sent stays until you resend or discard it
            (at most the latest 10).
          </li>
          <li>
            <strong>Impact reports</strong>: the last donation figures that loaded, so the Impact
            page works offline. They hold no personal data.
          </li>
          <li>
            <strong>The site itself</strong>: its pages, pictures and code, kept by the service
            worker so the site opens with no signal. They hold no personal data.
          </li>
          <li>
            <strong>A few settings</strong> (local storage): whether you closed the welcome pop-up,
            whether the "ready to work offline" note was shown, and the number on the cart icon.
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-sent-heading">
        <h2 id="privacy-sent-heading">What leaves your device</h2>
        <p>
          Only what you send: a contact message goes to our mail service when you press Send, and a
          card donation goes to Stripe, our payment provider, when you donate. The site sets no
          cookies and uses no analytics or advertising trackers.
        </p>
      </section>
      <DeleteDeviceData />
    </div>
  )
}
