import * as yup from 'yup'
import { optionalEmailSchema } from '../../lib/email-address'
import { EMAIL_MESSAGE, emailField } from './email-field'

export interface AddressValues {
  fname: string
  lname: string
  country: string
  district: string
  address: string
  postCode: string
  email: string
  phone: string
}

export interface BillingValues extends AddressValues {
  note: string
  shipToDifferent: boolean
  shipping: AddressValues
}

const emptyAddress: AddressValues = {
  fname: '',
  lname: '',
  country: '',
  district: '',
  address: '',
  postCode: '',
  email: '',
  phone: '',
}

export const emptyBilling: BillingValues = {
  ...emptyAddress,
  note: '',
  shipToDifferent: false,
  shipping: { ...emptyAddress },
}

/** A phone number: digits with the usual separators, 7 to 15 digits in all. */
const PHONE = /^\+?[\d\s().-]+$/
const digitCount = (value: string): number => value.replace(/\D/g, '').length

function addressFields(required: boolean) {
  const text = (message: string) => {
    const base = yup.string().trim().max(120, 'Please keep this under 120 characters.')
    return required ? base.required(message) : base
  }
  return {
    fname: text('Please enter a first name.'),
    lname: text('Please enter a last name.'),
    country: text('Please enter a country.'),
    district: text('Please enter a district or state.'),
    address: text('Please enter a street address.'),
    postCode: text('Please enter a post code.').matches(/^[A-Za-z0-9\s-]{2,12}$/, {
      message: 'Please enter a valid post code.',
      excludeEmptyString: true,
    }),
    email: required
      ? emailField('Please enter an email address.')
      : optionalEmailSchema(EMAIL_MESSAGE),
    phone: text('Please enter a phone number.').test(
      'phone',
      'Please enter a valid phone number.',
      (value) => !value || (PHONE.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15),
    ),
  }
}

export const billingSchema = yup.object({
  ...addressFields(true),
  note: yup.string().max(1000, 'Please keep the note under 1000 characters.').default(''),
  shipToDifferent: yup.boolean().required(),
  // The second block is checked only when the visitor asked to ship elsewhere.
  shipping: yup
    .object()
    .when('shipToDifferent', ([ship]: boolean[]) => yup.object(addressFields(ship === true))),
})

export interface CardValues {
  email: string
  password: string
  cardHolder: string
  cardNumber: string
  cvv: string
  expiry: string
  remember: boolean
}

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
export function isValidExpiry(typed: string, now = new Date()): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed)
  if (!match) return false
  const month = Number(match[1])
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1
}

export function cardSchema(now = new Date()): yup.ObjectSchema<CardValues> {
  return yup.object({
    email: emailField('Please enter your email address.'),
    password: yup.string().required('Please enter your password.'),
    cardHolder: yup.string().trim().required('Please enter the name on the card.'),
    cardNumber: yup
      .string()
      .required('Please enter the card number.')
      .test('card-number', 'Please enter a valid card number.', (value) =>
        isValidCardNumber(value ?? ''),
      ),
    cvv: yup
      .string()
      .required('Please enter the CVV.')
      .matches(/^\d{3,4}$/, 'The CVV is the 3 or 4 digits on the back of the card.'),
    expiry: yup
      .string()
      .required('Please enter the expiry date.')
      .test('expiry', 'Please enter a future expiry date as MM/YY.', (value) =>
        isValidExpiry(value ?? '', now),
      ),
    remember: yup.boolean().required(),
  })
}

/** The demo shop has no accounts: any e-mail starting with "user" counts as a known one. */
export function isDemoUser(email: string): boolean {
  return email.trim().toLowerCase().startsWith('user')
}
