/**
 * The first key of a JSON object that is not one of `known`. As Stripe's own API refuses an
 * unknown parameter, the payment endpoints refuse a field they do not read rather than ignore it.
 * Own keys only, so `__proto__`, `constructor` or `toString` in a body are unexpected fields,
 * never lookups on the prototype.
 */
export function unexpectedField(value: object, known: readonly string[]): string | undefined {
  return Object.keys(value).find((key) => !known.includes(key))
}

/**
 * The 400's message, naming the field: `Unexpected field "total": an order has only "items" and
 * "ui".` The name is cut short and quoted as JSON, so any key prints safely on one line.
 */
export function unexpectedFieldMessage(
  field: string,
  what: string,
  known: readonly string[],
): string {
  const name = JSON.stringify(field.length > 40 ? `${field.slice(0, 40)}…` : field)
  const names = known.map((key) => `"${key}"`)
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')
  return `Unexpected field ${name}: ${what} has only ${list}.`
}
