/** Vat, Eco Tax and Delivery Charge are shown but fixed at $0 (a demo shop); there is no discount. */
export const VAT_CENTS = 0
export const ECO_TAX_CENTS = 0
export const DELIVERY_CENTS = 0

export interface PricedLine {
  priceCents: number
  qty: number
}

export interface OrderSummary {
  /** "Total product": the number of lines, not of items. */
  productCount: number
  subCents: number
  vatCents: number
  ecoTaxCents: number
  deliveryCents: number
  totalCents: number
}

export function lineTotalCents(line: PricedLine): number {
  return line.priceCents * line.qty
}

export function summarise(lines: readonly PricedLine[]): OrderSummary {
  const subCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0)
  return {
    productCount: lines.length,
    subCents,
    vatCents: VAT_CENTS,
    ecoTaxCents: ECO_TAX_CENTS,
    deliveryCents: DELIVERY_CENTS,
    totalCents: subCents + VAT_CENTS + ECO_TAX_CENTS + DELIVERY_CENTS,
  }
}
