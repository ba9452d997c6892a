import { type InferType, mixed, number, object, string, ValidationError } from 'yup'
import { emailSchema, optionalEmailSchema } from './email-address'
import { LOCALES } from './i18n/locales'
import { unexpectedFieldMessage } from './request-schema'

/**
 * The rules for a donation, shared by the donation form (Formik) and the server's
 * POST /create-checkout-session, so a donor never sees the server reject what the form accepted.
 */
const MIN_DONATION_DOLLARS = 1
const MAX_DONATION_DOLLARS = 100_000
export const MAX_NAME_LENGTH = 100

// "25.5" and 25.5 are fine; 25.555 is not a whole number of cents. Checked on the decimal text
// rather than with float arithmetic, which cannot tell 1.005 from 1.00499999.
const hasAtMostTwoDecimals = (value: number | undefined) =>
  value === undefined || /^\d+(\.\d{1,2})?$/.test(String(value))

// What counts as an amount: a JSON number, or the plain decimal text a form field holds ("25",
// " 19.99 ", "-5"). yup's own number parsing also takes "0x1A", "1e3" and [25] (2600, 100000 and
// 2500 cents), which nobody types as a donation; anything else becomes NaN, a type error.
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/

const toAmount = (_value: unknown, original: unknown) => {
  if (typeof original === 'number') return original
  if (typeof original === 'string') {
    const text = original.trim()
    if (text === '') return undefined
    return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN
  }
  return original === undefined ? undefined : Number.NaN
}

export const amountSchema = number()
  .transform(toAmount)
  .typeError('Enter the amount as a number, for example 25')
  .required('Enter an amount')
  .min(MIN_DONATION_DOLLARS, 'The smallest donation is $1')
  .max(MAX_DONATION_DOLLARS, 'The largest online donation is $100,000')
  .test('cents', 'Use at most two decimals (cents)', hasAtMostTwoDecimals)

/** How often the gift is given: once, or every month (a Stripe subscription). */
export const FREQUENCIES = ['once', 'monthly'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** A gift may be dedicated to someone: in their honour, or in their memory. */
export const TRIBUTES = ['none', 'honour', 'memory'] as const
export type Tribute = (typeof TRIBUTES)[number]

/** How the donor pays: Stripe's checkout mounted in our page, or Stripe's own hosted page. */
export const CHECKOUT_UIS = ['hosted', 'embedded'] as const
export type CheckoutUi = (typeof CHECKOUT_UIS)[number]

const MESSAGES = {
  frequency: 'Choose one time or monthly',
  tribute: 'Choose in honour of, in memory of, or neither',
  tributeName: 'Enter the name of the person this gift is for',
  tributeNameLength: `The name can be at most ${MAX_NAME_LENGTH} characters`,
  tributeEmail: 'Enter a valid e-mail address to notify, like name@example.org',
  ui: 'Choose the embedded or the hosted checkout',
  language: 'Choose en or es',
} as const

// A choice among fixed words; unset means the first (the default). Anything else, including a
// word of another case or a number, is a field error.
const choice = <T extends string>(values: readonly T[], message: string) =>
  mixed<T>((value): value is T => typeof value === 'string' && values.includes(value as T))
    .typeError(message)
    .oneOf([...values], message)
    .default(values[0])
    .defined()

const isDedicated = (tribute: unknown) => tribute === 'honour' || tribute === 'memory'

// yup's own trim() calls .trim() on whatever it is given and throws on a list or an object,
// which should be a field's type error, not an exception.
const trimText = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

export const donationSchema = object({
  amount: amountSchema,
  name: string()
    .typeError('Enter your full name')
    .transform(trimText)
    .required('Enter your full name')
    .max(MAX_NAME_LENGTH, `Your name can be at most ${MAX_NAME_LENGTH} characters`),
  email: emailSchema(
    'Enter a valid e-mail address, like name@example.org',
    'Enter your e-mail address',
  ),
  frequency: choice(FREQUENCIES, MESSAGES.frequency),
  tribute: choice(TRIBUTES, MESSAGES.tribute),
  // Asked for only with a dedication; without one they are dropped, whatever was typed.
  tributeName: string()
    .typeError(MESSAGES.tributeName)
    .transform(trimText)
    .when('tribute', ([tribute], schema) =>
      isDedicated(tribute)
        ? schema.required(MESSAGES.tributeName).max(MAX_NAME_LENGTH, MESSAGES.tributeNameLength)
        : schema.strip(),
    ),
  tributeEmail: optionalEmailSchema(MESSAGES.tributeEmail).when('tribute', ([tribute], schema) =>
    isDedicated(tribute)
      ? schema.transform((value: unknown) => (value === '' ? undefined : value))
      : schema.strip(),
  ),
  ui: choice(CHECKOUT_UIS, MESSAGES.ui),
  // The page's language: Stripe's page speaks it and sends the donor back to that language's page.
  language: choice(LOCALES, MESSAGES.language),
})

export type Donation = InferType<typeof donationSchema>

export type DonationField = keyof Donation

export type DonationFieldErrors = Partial<Record<DonationField, string>>

type DonationCheck =
  | { ok: true; donation: Donation }
  /** `unexpected`: the body has a field a donation does not have, named in these words. */
  | { ok: false; fields: DonationFieldErrors; unexpected?: string }

/** Each field's yup type ('number', 'string', 'mixed'), by name. */
const FIELD_TYPES = donationSchema.describe().fields

// Stands in for a value of a JSON type its field never takes (a list, an object, a number for a
// name): the field's schema refuses it with its own type message, and yup never converts the
// value itself (12 would become "12", and `{"toString": 1}` would throw).
const WRONG_TYPE: unknown = Object.freeze({})

/**
 * Validates untrusted input (a parsed JSON body), giving the first message for each field. The
 * server takes a form's text as the form does ("25", " Ada "), so this is yup's converting
 * validation, fed own properties only: yup would otherwise find `constructor` on the prototype,
 * and a `__proto__` key makes its conversion throw. A field a donation does not have is refused
 * by name, as the shop's and the portal's requests are.
 */
export function checkDonation(input: unknown): DonationCheck {
  // A body that is not an object (null, a list, a bare number) is missing every field.
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  const candidate: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(body)) {
    const type = Object.hasOwn(FIELD_TYPES, field) ? FIELD_TYPES[field]?.type : undefined
    if (!type) {
      const unexpected = unexpectedFieldMessage(field, 'a donation', Object.keys(FIELD_TYPES))
      return { ok: false, fields: {}, unexpected }
    }
    if (value === null || value === undefined) continue
    candidate[field] = typeof value === 'string' || typeof value === type ? value : WRONG_TYPE
  }
  try {
    return { ok: true, donation: donationSchema.validateSync(candidate, { abortEarly: false }) }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const fields: DonationFieldErrors = {}
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path as DonationField | undefined
      if (path && !(path in fields)) fields[path] = inner.message
    }
    return { ok: false, fields }
  }
}

/** Dollars with at most two decimals -> integer cents, without float drift (19.99 -> 1999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}
