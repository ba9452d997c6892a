import { dollarsToCents, type Frequency, type Tribute } from '../../lib/donation-rules'
import { formatCents } from '../../lib/money'

/** "$40.00 monthly", "$25.00": the amount and how often, as the thank-you shows it. */
export function amountWithFrequency(cents: number, frequency: Frequency): string {
  return `${formatCents(cents)}${frequency === 'monthly' ? ' monthly' : ''}`
}

/** "in honour of Grace Hopper", or '' without a dedication. */
export function dedication(tribute: Tribute | undefined, name: string | undefined): string {
  if (!name || tribute === undefined || tribute === 'none') return ''
  return `${tribute === 'memory' ? 'in memory of' : 'in honour of'} ${name}`
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
