import { type EmailJsSettings, sendEmail } from '../lib/send-email'
import type { AppDatabase } from './database'
import { flushOutbox } from './outbox'

/**
 * The service worker's flush, run on Background Sync. Free of React and the DOM: it runs in the
 * worker (sw/sw.ts) against the same Dexie outbox the pages write, every kind of message alike,
 * holding the same Web Lock as the pages (`self.navigator.locks` is shared with them).
 * The tag keeps its first name so that a sync registered by an older version still fires.
 */
export const OUTBOX_SYNC_TAG = 'contact-outbox'

export async function flushOutboxInWorker(
  db: AppDatabase,
  settings: EmailJsSettings,
  { lastChance = false }: { lastChance?: boolean } = {},
): Promise<void> {
  const report = await flushOutbox(db, {
    send: (message, kind) => sendEmail(settings, message, { kind }),
    // The browser fires sync when the network is back: that is news the backoff did not know.
    ignoreBackoff: true,
  })
  // Rejecting asks the browser to fire the sync again later, with its own backoff.
  if (report.retrying.length > 0 && !lastChance) {
    throw new Error(`${report.retrying.length} message(s) will be retried`)
  }
}
