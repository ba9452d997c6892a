import * as yup from 'yup'
import { optionalEmailSchema } from '../../lib/email-address'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { emailField, emailMessage } from './email-field'

// Every message is a function, read when yup reports it: the schemas are built once, and their
// words must be the language of the page they are shown on.
const say =
  (key: MessageKey, values?: Record<string, number>): (() => string) =>
  () =>
    t(key, values)

/** A phone number: digits with the usual separators, 7 to 15 digits in all. */
const PHONE = /^\+?[\d\s().-]+$/
const digitCount = (value: string): number => value.replace(/\D/g, '').length

function addressFields(required: boolean) {
  const text = (key: MessageKey) => {
    const base = yup
      .string()
      .trim()
      .max(120, say('shop.error.tooLong', { max: 120 }))
    return required ? base.required(say(key)) : base
  }
  return {
    fname: text('shop.error.firstName'),
    lname: text('shop.error.lastName'),
    country: text('shop.error.country'),
    district: text('shop.error.district'),
    address: text('shop.error.street'),
    postCode: text('shop.error.postCode').matches(/^[A-Za-z0-9\s-]{2,12}$/, {
      message: say('shop.error.postCodeInvalid'),
      excludeEmptyString: true,
    }),
    email: required ? emailField('shop.error.emailAddress') : optionalEmailSchema(emailMessage),
    phone: text('shop.error.phone').test(
      'phone',
      say('shop.error.phoneInvalid'),
      (value) => !value || (PHONE.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15),
    ),
  }
}

/** The address boxes' names are those of their rules: one list for the form's values and checks. */
type AddressValues = Record<keyof ReturnType<typeof addressFields>, string>

export interface BillingValues extends AddressValues {
  note: string
  shipToDifferent: boolean
  shipping: AddressValues
}

const emptyAddress = Object.fromEntries(
  Object.keys(addressFields(false)).map((key) => [key, '']),
) as AddressValues

export const emptyBilling: BillingValues = {
  ...emptyAddress,
  note: '',
  shipToDifferent: false,
  shipping: { ...emptyAddress },
}

export const billingSchema = yup.object({
  ...addressFields(true),
  note: yup
    .string()
    .max(1000, say('shop.error.noteTooLong', { max: 1000 }))
    .default(''),
  shipToDifferent: yup.boolean().required(),
  // The second block is checked only when the visitor asked to ship elsewhere.
  shipping: yup
    .object()
    .when('shipToDifferent', ([ship]: boolean[]) => yup.object(addressFields(ship === true))),
})

export type CardValues = yup.InferType<ReturnType<typeof cardSchema>>

export const emptyCard: CardValues = {
  email: '',
  password: '',
  cardHolder: '',
  cardNumber: '',
  cvv: '',
  expiry: '',
  remember: false,
}

/** The Luhn checksum every payment card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

export function isValidCardNumber(typed: string): boolean {
  if (!/^[\d\s-]+$/.test(typed)) return false
  const digits = typed.replace(/\D/g, '')
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits)
}

/** "MM/YY" (or MM/YYYY) for a month that has not ended yet. */
export function isValidExpiry(typed: string): boolean {
  const now = new Date()
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed)
  if (!match) return false
  const month = Number(match[1])
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1
}

export function cardSchema() {
  return yup.object({
    email: emailField('shop.error.yourEmail'),
    password: yup.string().required(say('shop.error.password')),
    cardHolder: yup.string().trim().required(say('shop.error.cardHolder')),
    cardNumber: yup
      .string()
      .required(say('shop.error.cardNumber'))
      .test('card-number', say('shop.error.cardNumberInvalid'), (value) =>
        isValidCardNumber(value ?? ''),
      ),
    cvv: yup
      .string()
      .required(say('shop.error.cvv'))
      .matches(/^\d{3,4}$/, say('shop.error.cvvInvalid')),
    expiry: yup
      .string()
      .required(say('shop.error.expiry'))
      .test('expiry', say('shop.error.expiryInvalid'), (value) => isValidExpiry(value ?? '')),
    remember: yup.boolean().required(),
  })
}

/** The demo shop has no accounts: any e-mail starting with "user" counts as a known one. */
export function isDemoUser(email: string): boolean {
  return email.trim().toLowerCase().startsWith('user')
}
