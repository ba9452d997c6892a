/** A cart quantity is a whole number from 1 to 99 (two digits fit the quantity box). */
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 99

export const QUANTITY_MESSAGE = `Enter a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`

export type QuantityCheck = { ok: true; qty: number } | { ok: false; message: string }

export function isValidQuantity(qty: number): boolean {
  return Number.isInteger(qty) && qty >= MIN_QUANTITY && qty <= MAX_QUANTITY
}

/** Reads a typed quantity; anything but plain digits in range ("2.5", "1e1", "-1", "") is refused. */
export function parseQuantity(typed: string): QuantityCheck {
  const text = typed.trim()
  if (!/^\d{1,3}$/.test(text)) return { ok: false, message: QUANTITY_MESSAGE }
  const qty = Number(text)
  return isValidQuantity(qty) ? { ok: true, qty } : { ok: false, message: QUANTITY_MESSAGE }
}
