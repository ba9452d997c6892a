import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { dateLocale } from '../../lib/date-time'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import type { DonationStatus } from './session-status'
import './gift-record.css'

/**
 * The written acknowledgment of a completed gift, as Stripe's receipts carry it (the server adds
 * it to every invoice: server/donation-receipt.ts): who received it, its tax registration, the
 * date, amount and frequency, and that nothing was given in return. It prints as a one-page
 * record (gift-record.css).
 */
export function GiftRecord({ donation }: { donation: DonationStatus }): ReactElement {
  const { organisation } = localized(organisationByLocale)
  const date = new Date(donation.created).toLocaleDateString(dateLocale(), { dateStyle: 'long' })
  const rows: [string, string][] = [
    [t('donate.record.receivedBy'), organisation.name],
    [t('donate.record.taxId'), organisation.taxId],
    [t('ui.date'), date],
    [t('donate.form.amount'), `${formatCents(donation.amount)} (USD)`],
    [
      t('donate.record.frequency'),
      t(donation.frequency === 'monthly' ? 'donate.record.monthly' : 'donate.form.once'),
    ],
  ]
  return (
    <section className="gift-record" aria-labelledby="gift-record-title" data-testid="gift-record">
      <h3 id="gift-record-title">{t('donate.record.title')}</h3>
      <dl className="gift-record__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="gift-record__statement">{t('donate.record.noGoods')}</p>
      <p className="gift-record__keep">{t('donate.record.keep')}</p>
      <button
        type="button"
        className="btn btn--outline gift-record__print"
        onClick={() => window.print()}
      >
        {t('donate.record.print')}
      </button>
    </section>
  )
}
