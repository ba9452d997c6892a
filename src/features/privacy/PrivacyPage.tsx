import type { ReactElement } from 'react'
import { KEEP_ORDER_MS, KEEP_ORDERS } from '../../db/orders'
import { KEEP_SENT_MS, MAX_FAILED_KEPT } from '../../db/outbox'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { DeleteDeviceData } from './DeleteDeviceData'
import './privacy.css'

const DAY_MS = 24 * 60 * 60_000
const days = (ms: number) => Math.round(ms / DAY_MS)

/** One kind of stored data: its name in bold, then what and why. */
function Kept({ name, text }: { name: MessageKey; text: string }): ReactElement {
  return (
    <li>
      <strong>{t(name)}</strong>
      {text}
    </li>
  )
}

/**
 * What the site keeps in this browser, why, for how long, and a way to delete it. Every kind the
 * database keeps (src/db/device-data.ts) is named here, with the limits the code applies.
 */
export function PrivacyPage(): ReactElement {
  return (
    <div className="container privacy">
      <section aria-labelledby="privacy-stored-heading">
        <h2 id="privacy-stored-heading">{t('privacy.stored.title')}</h2>
        <p>{t('privacy.stored.intro')}</p>
        <ul className="privacy__list">
          <Kept name="privacy.stored.cart" text={t('privacy.stored.cartText')} />
          <Kept
            name="privacy.stored.orders"
            text={t('privacy.stored.ordersText', { count: KEEP_ORDERS, days: days(KEEP_ORDER_MS) })}
          />
          <Kept name="privacy.stored.signups" text={t('privacy.stored.signupsText')} />
          <Kept
            name="privacy.stored.messages"
            text={t('privacy.stored.messagesText', {
              days: days(KEEP_SENT_MS),
              max: MAX_FAILED_KEPT,
            })}
          />
          <Kept name="privacy.stored.reports" text={t('privacy.stored.reportsText')} />
          <Kept name="privacy.stored.site" text={t('privacy.stored.siteText')} />
          <Kept name="privacy.stored.settings" text={t('privacy.stored.settingsText')} />
        </ul>
      </section>
      <section aria-labelledby="privacy-sent-heading">
        <h2 id="privacy-sent-heading">{t('privacy.sent.title')}</h2>
        <p>{t('privacy.sent.text')}</p>
      </section>
      <DeleteDeviceData />
    </div>
  )
}
