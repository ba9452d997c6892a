import { type ReactElement, useEffect, useState } from 'react'
import { getOutbox } from '../../db/app-outbox'
import type { OutboxRecord, OutboxStatus } from '../../db/database'
import { formatDateTime } from '../../lib/date-time'
import { emailJsSettings } from '../../lib/emailjs-config'

const statusLabel: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

function detail(record: OutboxRecord): string {
  switch (record.status) {
    case 'sent':
      return `Sent ${formatDateTime(record.sentAt ?? record.createdAt)}`
    case 'sending':
      return 'Sending now…'
    case 'failed':
      return record.lastError ?? 'The e-mail service refused the message'
    case 'queued':
      return record.lastError
        ? `Waiting to retry. Last try: ${record.lastError}`
        : 'Saved on this device; it will be sent when the connection allows'
  }
}

/**
 * This device's latest messages and their state, live from the outbox (whoever changes it:
 * this tab, another tab or the service worker). Filled in after mount; the server renders none.
 */
export function ContactFormOutbox(): ReactElement | null {
  const [records, setRecords] = useState<OutboxRecord[]>([])

  useEffect(() => {
    if (!emailJsSettings) return
    return getOutbox().watchRecent(setRecords)
  }, [])

  if (records.length === 0) return null
  return (
    <section className="contact-outbox" aria-labelledby="contact-outbox-title">
      <h3 id="contact-outbox-title">Your recent messages</h3>
      <ul className="contact-outbox__list">
        {records.map((record) => (
          <li
            key={record.id}
            className="contact-outbox__item"
            data-status={record.status}
            data-testid="outbox-item"
          >
            <div className="contact-outbox__head">
              <span className="contact-outbox__subject">{record.message.subject}</span>
              <span className={`contact-outbox__badge contact-outbox__badge--${record.status}`}>
                {statusLabel[record.status]}
              </span>
            </div>
            <p className="contact-outbox__detail">
              <time dateTime={new Date(record.createdAt).toISOString()}>
                Written {formatDateTime(record.createdAt)}
              </time>
              {' · '}
              {detail(record)}
            </p>
            {(record.status === 'failed' || record.status === 'queued') && (
              <div className="contact-outbox__actions">
                <button
                  type="button"
                  className="btn btn--outline contact-outbox__button"
                  onClick={() => void getOutbox().retry(record.id)}
                >
                  {record.status === 'failed' ? 'Retry' : 'Send now'}
                  <span className="visually-hidden"> “{record.message.subject}”</span>
                </button>
                <button
                  type="button"
                  className="btn contact-outbox__button contact-outbox__button--plain"
                  onClick={() => void getOutbox().discard(record.id)}
                >
                  Discard<span className="visually-hidden"> “{record.message.subject}”</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
