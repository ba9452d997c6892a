import { type InferType, number, object, string, ValidationError } from 'yup'
import { emailSchema } from './email-address'

/**
 * The rules for a donation, shared by the donation form (Formik) and the server's
 * POST /create-checkout-session, so a donor never sees the server reject what the form accepted.
 */
export const MIN_DONATION_DOLLARS = 1
export const MAX_DONATION_DOLLARS = 100_000
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

export const donationSchema = object({
  amount: amountSchema,
  name: string()
    .typeError('Enter your full name')
    .trim()
    .required('Enter your full name')
    .max(MAX_NAME_LENGTH, `Your name can be at most ${MAX_NAME_LENGTH} characters`),
  email: emailSchema(
    'Enter a valid e-mail address, like name@example.org',
    'Enter your e-mail address',
  ),
})

export type Donation = InferType<typeof donationSchema>

export type DonationField = keyof Donation

export type DonationFieldErrors = Partial<Record<DonationField, string>>

export type DonationCheck =
  | { ok: true; donation: Donation }
  | { ok: false; fields: DonationFieldErrors }

const FIELDS: readonly DonationField[] = ['amount', 'name', 'email']

// The JSON types each field may have before the rules look at it. The check reads own
// properties only: yup would otherwise find `constructor` or `toString` on the prototype, and a
// name that is an object or a list would reach string methods that throw.
const FIELD_TYPES: Record<DonationField, readonly string[]> = {
  amount: ['number', 'string'],
  name: ['string'],
  email: ['string'],
}

const TYPE_MESSAGES: Record<DonationField, string> = {
  amount: 'Enter the amount as a number, for example 25',
  name: 'Enter your full name',
  email: 'Enter a valid e-mail address, like name@example.org',
}

/** Validates untrusted input (a parsed JSON body), giving the first message for each field. */
export function checkDonation(input: unknown): DonationCheck {
  // A body that is not an object (null, a list, a bare number) is missing every field.
  const body: object =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  const candidate: Record<string, unknown> = {}
  const fields: DonationFieldErrors = {}
  for (const field of FIELDS) {
    if (!Object.hasOwn(body, field)) continue
    const value: unknown = (body as Record<string, unknown>)[field]
    if (value === null || value === undefined) continue
    if (FIELD_TYPES[field].includes(typeof value)) candidate[field] = value
    else fields[field] = TYPE_MESSAGES[field]
  }
  try {
    const donation = donationSchema.validateSync(candidate, { abortEarly: false })
    if (Object.keys(fields).length > 0) return { ok: false, fields }
    return { ok: true, donation }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
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
