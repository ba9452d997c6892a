/** A cart quantity is a whole number from 1 to 99 (two digits fit the quantity box). */
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 99

export function isValidQuantity(qty: number): boolean {
  return Number.isInteger(qty) && qty >= MIN_QUANTITY && qty <= MAX_QUANTITY
}

/**
 * Reads a typed quantity, or null: anything but plain digits in range ("2.5", "1e1", "-1", "") is
 * refused (the shop words the rule in the page's language).
 */
export function parseQuantity(typed: string): number | null {
  const text = typed.trim()
  return /^\d{1,3}$/.test(text) && isValidQuantity(Number(text)) ? Number(text) : null
}
