export interface OrderSummary {
  /** "Total product": the number of lines, not of items. */
  productCount: number
  subCents: number
  /** The sub price: Vat, Eco Tax and Delivery Charge are shown but $0 (a demo shop), no discount. */
  totalCents: number
}

export function lineTotalCents(line: { priceCents: number; qty: number }): number {
  return line.priceCents * line.qty
}

export function summarise(lines: readonly { priceCents: number; qty: number }[]): OrderSummary {
  const subCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0)
  return { productCount: lines.length, subCents, totalCents: subCents }
}
