import { emailJsSettings } from '../lib/emailjs-config'
import { getDatabase } from './open-database'
import { createOutboxRunner, type OutboxRunner } from './outbox-runner'

let runner: OutboxRunner | undefined

/**
 * The page's one outbox runner, shared by every form that sends (contact, volunteer sign-up),
 * created on first use (from an effect or a handler): one set of flush triggers per tab.
 */
export function getOutbox(): OutboxRunner {
  runner ??= createOutboxRunner({ settings: emailJsSettings, getDb: getDatabase })
  return runner
}
