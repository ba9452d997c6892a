import type { EmailMessage } from '../../lib/send-email'

// The parts of the team's e-mails that need no validation library: the sign-up's own message is
// built in signup-schema.ts from the values its rules cleaned, while a cancellation is built from
// a sign-up already saved. Kept apart so the list of this device's sign-ups (which offers Cancel)
// loads without yup, whose evaluation lengthened that first load's task on a phone.

/** A session as the message names it: "Sunday 29 November, 3pm to 5pm". */
export interface NamedSession {
  label: string
  place: string
}

export function sessionLines(sessions: readonly NamedSession[]): string {
  return sessions.map((s) => `- ${s.label}, at ${s.place}`).join('\n')
}

/** The e-mail to the team when a volunteer cancels a sign-up that reached them. */
export function cancellationMessage(
  signup: { name: string; email: string; phone: string },
  sessions: readonly NamedSession[],
): EmailMessage {
  const first = sessions[0]?.label ?? ''
  const more = sessions.length > 1 ? ` and ${sessions.length - 1} more` : ''
  return {
    name: signup.name,
    email: signup.email,
    phone: signup.phone,
    subject: `Volunteer cancels: ${first}${more}`,
    message: `${signup.name} can no longer come to:\n${sessionLines(sessions)}`,
  }
}
