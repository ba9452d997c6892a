import { type InferType, object, string } from 'yup'

/**
 * The contact form's rules (SPEC.md §5, issue 9). Messages follow the wording of the original
 * validation facility ("The {field} field is required").
 */
export const MESSAGE_MAX_LENGTH = 5000

// Unicode letters (and their combining marks) so "José Ñúñez" is a name; digits and symbols are not.
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u
const HTML_EMAIL = string().email()
const DOTTED_DOMAIN = /@[^@.\s]+(\.[^@.\s]+)+$/
const PHONE_CHARACTERS = /^[0-9 +()-]+$/

export const contactMessages = {
  nameRequired: 'The name field is required',
  nameLetters: 'The name may only contain letters and spaces',
  emailRequired: 'The email field is required',
  emailInvalid: 'The email must be a valid email address',
  phoneRequired: 'The phone field is required',
  phoneInvalid: 'The phone must be a valid phone number (7 to 15 digits)',
  subjectRequired: 'The subject field is required',
  subjectLetters: 'The subject may only contain letters and spaces',
  messageRequired: 'The message field is required',
  messageTooLong: `The message may be at most ${MESSAGE_MAX_LENGTH} characters`,
} as const

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length
}

export const contactSchema = object({
  name: string().trim().required(contactMessages.nameRequired).matches(LETTERS_AND_SPACES, {
    message: contactMessages.nameLetters,
    excludeEmptyString: true,
  }),
  email: string()
    .trim()
    .required(contactMessages.emailRequired)
    // yup's email() follows the HTML rule, which accepts "maya@example"; mail to the internet
    // needs a dotted domain. One test, so a bad address gets one message.
    .test(
      'email',
      contactMessages.emailInvalid,
      (value) => !value || (HTML_EMAIL.isValidSync(value) && DOTTED_DOMAIN.test(value)),
    ),
  phone: string()
    .trim()
    .required(contactMessages.phoneRequired)
    .test('phone', contactMessages.phoneInvalid, (value) => {
      if (!value) return true
      const digits = countDigits(value)
      return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15
    }),
  subject: string().trim().required(contactMessages.subjectRequired).matches(LETTERS_AND_SPACES, {
    message: contactMessages.subjectLetters,
    excludeEmptyString: true,
  }),
  message: string()
    .trim()
    .required(contactMessages.messageRequired)
    .max(MESSAGE_MAX_LENGTH, contactMessages.messageTooLong),
})

export type ContactMessage = InferType<typeof contactSchema>

export type ContactField = keyof ContactMessage

/** Form order: focus goes to the first invalid field in this order. */
export const contactFields: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
]

export const emptyContactMessage: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
}

/** The trimmed message as it is stored and sent. Only call with values that passed validation. */
export function cleanContactMessage(values: ContactMessage): ContactMessage {
  return contactSchema.validateSync(values, { stripUnknown: true })
}
