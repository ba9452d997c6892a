import { getOutbox } from '../../db/app-outbox'
import type { OutboxRunner } from '../../db/outbox-runner'

/** The contact form's outbox: the site's one outbox (src/db), which carries every kind of message. */
export function getContactOutbox(): OutboxRunner {
  return getOutbox()
}
