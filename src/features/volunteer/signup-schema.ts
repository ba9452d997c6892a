import { array, boolean, type InferType, object, string } from 'yup'
import { isPhoneNumber } from '../../lib/contact-format'
import { optionalEmailSchema } from '../../lib/email-address'
import { t } from '../../lib/i18n/translate'
import type { EmailMessage } from '../../lib/send-email'
import { type NamedSession, sessionLines } from './team-messages'

/**
 * The sign-up form's rules, and the message the team receives, built from the values these
 * rules accepted: one definition of what a sign-up is, for the form and for the e-mail.
 */
export const NOTE_MAX_LENGTH = 1000
const LETTERS_AND_SPACES = /^[\p{L}\p{M} .'-]+$/u

/** The rules' messages in the page's language, read when shown (yup takes them as functions). */
export const signupMessages = {
  nameRequired: () => t('volunteer.rules.nameRequired'),
  nameLetters: () => t('volunteer.rules.nameLetters'),
  contactRequired: () => t('volunteer.rules.contactRequired'),
  emailInvalid: () => t('volunteer.rules.emailInvalid'),
  phoneInvalid: () => t('volunteer.rules.phoneInvalid'),
  sessionsRequired: () => t('volunteer.rules.sessionsRequired'),
  noteTooLong: () => t('volunteer.rules.noteTooLong', { max: NOTE_MAX_LENGTH }),
}

export const signupSchema = object({
  name: string()
    .trim()
    .required(signupMessages.nameRequired)
    .matches(LETTERS_AND_SPACES, { message: signupMessages.nameLetters, excludeEmptyString: true }),
  email: optionalEmailSchema(signupMessages.emailInvalid).test(
    'email-or-phone',
    signupMessages.contactRequired,
    function emailOrPhone(value) {
      return Boolean(value?.trim()) || Boolean(String(this.parent.phone ?? '').trim())
    },
  ),
  phone: string()
    .trim()
    .default('')
    .test('phone', signupMessages.phoneInvalid, (value) => !value || isPhoneNumber(value)),
  sessions: array(string().required()).min(1, signupMessages.sessionsRequired).required(),
  firstTime: boolean().default(false),
  note: string().trim().max(NOTE_MAX_LENGTH, signupMessages.noteTooLong).default(''),
})

export type SignupValues = InferType<typeof signupSchema>

export const emptySignup: SignupValues = {
  name: '',
  email: '',
  phone: '',
  sessions: [],
  firstTime: false,
  note: '',
}

/** The e-mail to the team for a sign-up the schema accepted (cleaned by it: trimmed). */
export function signupMessage(
  values: SignupValues,
  sessions: readonly NamedSession[],
): EmailMessage {
  const clean = signupSchema.cast(values, { stripUnknown: true })
  const first = sessions[0]?.label ?? ''
  const more = sessions.length > 1 ? ` and ${sessions.length - 1} more` : ''
  return {
    name: clean.name,
    email: clean.email ?? '',
    phone: clean.phone,
    subject: `Volunteer sign-up: ${first}${more}`,
    message: [
      `${clean.name} signs up to pack on:`,
      sessionLines(sessions),
      '',
      clean.firstTime ? 'First time volunteering with us.' : 'Has volunteered with us before.',
      clean.note ? `Note: ${clean.note}` : '',
    ]
      .filter((line, i, lines) => line !== '' || i < lines.length - 1)
      .join('\n')
      .trim(),
  }
}
