import { getDatabase } from '../../db/open-database'
import { emailJsSettings } from './emailjs-config'
import { createOutboxRunner, type OutboxRunner } from './outbox-runner'

let runner: OutboxRunner | undefined

/** The page's one outbox runner, created on first use (from an effect or a handler). */
export function getContactOutbox(): OutboxRunner {
  runner ??= createOutboxRunner({ settings: emailJsSettings, getDb: getDatabase })
  return runner
}
