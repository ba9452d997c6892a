import { type AnyObject, type ObjectShape, object, type Schema, ValidationError } from 'yup'

// What the app's JSON requests to our server share: each body has one yup schema, in a module
// both ends import (the browser builds its request with the schema's type, the server checks
// the body with it), and the server refuses a field it does not read, naming it, as Stripe's own
// API does, rather than ignore it.

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
  // British English: "a", "b" and "c", without the comma before "and" that en-US writes.
  const list = new Intl.ListFormat('en-GB').format(known.map((key) => `"${key}"`))
  return `Unexpected field ${name}: ${what} has only ${list}.`
}

/**
 * An object schema that refuses any other field (yup's noUnknown), its message naming the first
 * one. Object.keys reads own keys only, so `__proto__` or `constructor` sent in a body is an
 * unexpected field, never a lookup on the prototype.
 */
export function exactObject<S extends ObjectShape>(shape: S, what: string) {
  const known = Object.keys(shape)
  return object(shape).noUnknown(({ value }: { value: AnyObject }) => {
    const field = Object.keys(value).find((key) => !known.includes(key)) ?? ''
    return unexpectedFieldMessage(field, what, known)
  })
}

type RequestCheck<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; path: string | undefined }

/**
 * Checks an untrusted, parsed JSON body strictly: nothing is converted or trimmed, so a value of
 * the wrong JSON type is refused by its own field's message, and the first problem is answered.
 */
export function checkRequest<T>(schema: Schema<T>, body: unknown): RequestCheck<T> {
  try {
    return { ok: true, value: schema.validateSync(body, { strict: true }) }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return { ok: false, message: error.message, path: error.path }
  }
}
