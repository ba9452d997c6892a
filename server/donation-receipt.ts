import type { ReceiptFacts } from './build-record'

/**
 * The written acknowledgment a US donor needs for a gift of $250 or more (IRS Publication 1771):
 * who received it, and whether anything was given in return. Stripe's receipt already states the
 * amount and the date; these add the rest to every invoice it makes for a donation. The
 * thank-you page shows the same words (donate.record.* in the catalogs).
 */
const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for this contribution.'

/** Stripe's limits: a custom field's name up to 40 characters, its value up to 140. */
const fieldValue = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text)

/**
 * The invoice settings that carry the acknowledgment: the organisation and its tax registration
 * as custom fields (at the top of the invoice and its receipt), the full statement as the footer.
 */
export function invoiceAcknowledgment({ organisation, taxId }: ReceiptFacts) {
  return {
    custom_fields: [
      { name: 'Received by', value: fieldValue(organisation) },
      { name: 'Tax registration', value: fieldValue(taxId) },
    ],
    footer: `${organisation} (${taxId}) gratefully acknowledges this contribution. ${NO_GOODS_OR_SERVICES}`,
  }
}
