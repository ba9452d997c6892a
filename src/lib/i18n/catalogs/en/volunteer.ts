/**
 * English messages of the volunteer page: the session facts, the schedule, sign-up, calendar.
 * Keys start with 'volunteer.'. (The e-mail the team receives stays in English, with the
 * language the volunteer wrote in alongside it.)
 */
export const volunteer = {
  'volunteer.glance': 'Pack food boxes with us on Sunday',
  'volunteer.openInMaps': 'Open in maps',
  'volunteer.howLong': 'How long',
  'volunteer.beforeYouCome': 'Before you come',
  'volunteer.wear': 'What to wear',
  'volunteer.bring': 'What to bring',
  'volunteer.ics.wear': 'Wear: {list}',
  'volunteer.ics.bring': 'Bring: {list}',
  'volunteer.ics.special': 'Special packing session',
  'volunteer.ages': 'Ages',
  'volunteer.access': 'Getting in and around',
  'volunteer.nextSessions': 'Next sessions',
  'volunteer.feedIntro': 'Every session in your calendar, kept up to date:',
  'volunteer.feedSubscribe': 'subscribe',
  'volunteer.feedOr': 'or',
  'volunteer.feedDownload': 'download the schedule (.ics)',
  'volunteer.badge.cancelled': 'Cancelled',
  'volunteer.badge.moved': 'Changed',
  'volunteer.badge.special': 'Special session',
  'volunteer.at': 'At {place}',
  'volunteer.status.loading': 'Checking the schedule for changes…',
  'volunteer.status.loaded': "Up to date with the team's changes (checked {checked}).",
  'volunteer.status.cachedOffline':
    "Saved schedule from {saved}. You're offline: later changes may not show.",
  'volunteer.status.cachedUnreachable':
    "Saved schedule from {saved}. We couldn't reach the schedule just now: later changes may not show.",
  'volunteer.status.rule': 'The usual weekly schedule.',
  'volunteer.status.ruleUnchecked':
    "The usual weekly schedule: we couldn't check for cancelled or changed Sundays, so check again before you set off.",
  'volunteer.signup.title': 'Sign up for a session',
  'volunteer.signup.formLabel': 'Volunteer sign-up',
  'volunteer.signup.saved': 'Saved on this phone, will be sent when you are online.',
  'volunteer.signup.sending': 'Thank you! Your sign-up is on its way to the team.',
  'volunteer.signup.notConfigured':
    'Signing up online is not configured for this copy of the site.',
  'volunteer.signup.justCome': 'Just come along, or write to',
  'volunteer.signup.error': 'Your sign-up could not be saved on this device. Please try again.',
  'volunteer.signup.offlineNote':
    'Works without a signal: your sign-up is kept on this phone and sent as soon as you are online.',
  'volunteer.signup.emailHint': 'E-mail or phone: at least one',
  'volunteer.signup.sessions': 'Sessions',
  'volunteer.signup.workingOut': 'Working out the dates…',
  'volunteer.signup.firstTime': 'This is my first time volunteering with you',
  'volunteer.signup.note': 'Note (optional)',
  'volunteer.signup.noteHint': 'Anything the team should know. {count} / {max} characters',
  'volunteer.signup.saving': 'Saving…',
  'volunteer.signup.submit': 'Sign up',
  'volunteer.rules.nameRequired': 'Please tell us your name',
  'volunteer.rules.nameLetters':
    'The name may only contain letters, spaces, dots, dashes and apostrophes',
  'volunteer.rules.contactRequired':
    'Give an e-mail address or a phone number, so the team can reach you',
  'volunteer.rules.emailInvalid': 'The e-mail address is not valid',
  'volunteer.rules.phoneInvalid': 'The phone number must have 7 to 15 digits',
  'volunteer.rules.sessionsRequired': 'Choose at least one session',
  'volunteer.rules.noteTooLong': 'The note may be at most {max} characters',
  'volunteer.mine.title': 'Your sign-ups on this device',
  'volunteer.mine.waiting': 'Saved on this phone, will be sent when you are online',
  'volunteer.mine.sent': 'Sent to the team',
  'volunteer.mine.failed': 'The e-mail service refused it; please tell the team another way',
  'volunteer.mine.cancelledWaiting':
    'Cancelled. Saved on this phone, will be sent when you are online',
  'volunteer.mine.cancelledSent': 'Cancelled. The team knows',
  'volunteer.mine.cancelledFailed':
    'Cancelled here, but the e-mail service refused the message; please tell the team',
  'volunteer.mine.cancelledUnsent': 'Cancelled before it was sent: nothing went to the team',
  'volunteer.mine.cancelFor': ' sign-up for {session}',
} as const
