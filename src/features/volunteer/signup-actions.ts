import { getOutbox } from '../../db/app-outbox'
import { watchQuery } from '../../db/live-query'
import { getDatabase } from '../../db/open-database'
import type { SignupView } from '../../db/volunteer-signups'
import {
  cancelSignup,
  listSignups,
  type NewSignup,
  pruneSignups,
  saveSignup,
} from '../../db/volunteer-signups'
import type { EmailMessage } from '../../lib/send-email'
import { cancellationMessage } from './team-messages'

/**
 * Everything the volunteer page does with the database and the outbox, in one module the page
 * loads on first use (a submit, the list of sign-ups after hydration), so Dexie is not part of
 * the page's start-up.
 */
export async function submitSignup(signup: NewSignup, message: EmailMessage): Promise<void> {
  await saveSignup(await getDatabase(), signup, message, Date.now())
  void getOutbox().enqueued()
}

/** This device's sign-ups, live; returns the stop function. Old ones are forgotten first. */
export function watchSignups(listener: (views: SignupView[]) => void): () => void {
  void getDatabase()
    .then((db) => pruneSignups(db, Date.now()))
    .catch(() => undefined)
  return watchQuery(getDatabase, listSignups, listener, (error) =>
    console.warn('Sign-ups unavailable', error),
  )
}

export async function cancel({ signup }: SignupView): Promise<void> {
  const message = cancellationMessage(signup, signup.sessions)
  const outcome = await cancelSignup(await getDatabase(), signup.id, message, Date.now())
  if (outcome === 'sending') void getOutbox().enqueued()
}
