import { dollarsToCents, type Frequency, type Tribute } from '../../lib/donation-rules'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'

/** "$40.00 monthly", "$25.00": the amount and how often, as the thank-you shows it. */
export function amountWithFrequency(cents: number, frequency: Frequency): string {
  const amount = formatCents(cents)
  return frequency === 'monthly' ? t('donate.gift.monthly', { amount }) : amount
}

/** "in honour of Grace Hopper", or '' without a dedication. */
export function dedication(tribute: Tribute | undefined, name: string | undefined): string {
  if (!name || tribute === undefined || tribute === 'none') return ''
  return t(tribute === 'memory' ? 'donate.gift.memory' : 'donate.gift.honour', { name })
}

/** "$40.00 monthly, in honour of Grace Hopper": what the donor is giving, in words. */
export function giftSummary(donation: {
  amount: number
  frequency: Frequency
  tribute: Tribute
  tributeName?: string | undefined
}): string {
  const amount = amountWithFrequency(dollarsToCents(donation.amount), donation.frequency)
  const honour = dedication(donation.tribute, donation.tributeName)
  return honour ? `${amount}, ${honour}` : amount
}
