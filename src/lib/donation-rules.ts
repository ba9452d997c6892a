import { type InferType, number, object, string, ValidationError } from 'yup'

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

const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value

export const amountSchema = number()
  .transform(blankToUndefined)
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
  email: string()
    .typeError('Enter your e-mail address')
    .trim()
    .required('Enter your e-mail address')
    .max(254, 'That e-mail address is too long')
    .email('Enter a valid e-mail address, like name@example.org'),
})

export type Donation = InferType<typeof donationSchema>

export type DonationField = keyof Donation

export type DonationFieldErrors = Partial<Record<DonationField, string>>

export type DonationCheck =
  | { ok: true; donation: Donation }
  | { ok: false; fields: DonationFieldErrors }

/** Validates untrusted input (a parsed JSON body), giving the first message for each field. */
export function checkDonation(input: unknown): DonationCheck {
  // A body that is not an object (null, a list, a bare number) is missing every field.
  const candidate =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  try {
    const donation = donationSchema.validateSync(candidate, {
      abortEarly: false,
      stripUnknown: true,
    })
    return { ok: true, donation }
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
