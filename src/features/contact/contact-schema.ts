import { type InferType, object, string } from 'yup'
import { emailSchema } from '../../lib/email-address'
import { t } from '../../lib/i18n/translate'

/**
 * The contact form's rules. Messages follow the wording of the original
 * validation facility ("The {field} field is required"), in the page's language: each is read
 * when it is shown (a getter, and a function for yup), not when this module loads.
 */
export const MESSAGE_MAX_LENGTH = 5000

// Unicode letters (and their combining marks) so "José Ñúñez" is a name; digits and symbols are not.
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u
const PHONE_CHARACTERS = /^[0-9 +()-]+$/

export const contactMessages = {
  get nameRequired() {
    return t('contact.nameRequired')
  },
  get nameLetters() {
    return t('contact.nameLetters')
  },
  get emailRequired() {
    return t('contact.emailRequired')
  },
  get emailInvalid() {
    return t('contact.emailInvalid')
  },
  get phoneRequired() {
    return t('contact.phoneRequired')
  },
  get phoneInvalid() {
    return t('contact.phoneInvalid')
  },
  get subjectRequired() {
    return t('contact.subjectRequired')
  },
  get subjectLetters() {
    return t('contact.subjectLetters')
  },
  get messageRequired() {
    return t('contact.messageRequired')
  },
  get messageTooLong() {
    return t('contact.messageTooLong', { max: MESSAGE_MAX_LENGTH })
  },
}

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length
}

export const contactSchema = object({
  name: string()
    .trim()
    .required(() => contactMessages.nameRequired)
    .matches(LETTERS_AND_SPACES, {
      message: () => contactMessages.nameLetters,
      excludeEmptyString: true,
    }),
  email: emailSchema(
    () => contactMessages.emailInvalid,
    () => contactMessages.emailRequired,
  ),
  phone: string()
    .trim()
    .required(() => contactMessages.phoneRequired)
    .test(
      'phone',
      () => contactMessages.phoneInvalid,
      (value) => {
        if (!value) return true
        const digits = countDigits(value)
        return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15
      },
    ),
  subject: string()
    .trim()
    .required(() => contactMessages.subjectRequired)
    .matches(LETTERS_AND_SPACES, {
      message: () => contactMessages.subjectLetters,
      excludeEmptyString: true,
    }),
  message: string()
    .trim()
    .required(() => contactMessages.messageRequired)
    .max(MESSAGE_MAX_LENGTH, () => contactMessages.messageTooLong),
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
