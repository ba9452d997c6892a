import type { AppDatabase } from '../../db/database'
import { createId, flushOutbox } from '../../db/outbox'
import { type EmailJsSettings, sendEmail } from './send-email'

/**
 * The service worker's flush, run on Background Sync. Free of React and the DOM: it runs in the
 * worker (sw/sw.ts) against the same Dexie outbox the pages write.
 */
export const CONTACT_SYNC_TAG = 'contact-outbox'

export async function flushOutboxInWorker(
  db: AppDatabase,
  settings: EmailJsSettings,
  { lastChance = false, fetchFn }: { lastChance?: boolean; fetchFn?: typeof fetch } = {},
): Promise<void> {
  const report = await flushOutbox(db, {
    owner: `worker-${createId()}`,
    send: (message) => sendEmail(settings, message, { fetchFn }),
    // The browser fires sync when the network is back: that is news the backoff did not know.
    ignoreBackoff: true,
  })
  // Rejecting asks the browser to fire the sync again later, with its own backoff.
  if (report.retrying.length > 0 && !lastChance) {
    throw new Error(`${report.retrying.length} contact message(s) will be retried`)
  }
}
