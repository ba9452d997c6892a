import { useEffect } from 'react'
import { emailJsSettings } from '../../lib/emailjs-config'
import { showToast } from '../../ui/toast/toast'

/**
 * Mounted once for the whole app: flushes the contact outbox at start-up and on the usual
 * triggers, whichever page the visitor is on, and toasts when a waiting message finally goes
 * out. The outbox code loads after the first paint, in its own chunk.
 */
export function ContactOutboxSync(): null {
  useEffect(() => {
    if (!emailJsSettings) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('../../db/app-outbox').then(({ getOutbox }) => {
      if (cancelled) return
      const outbox = getOutbox()
      stop = outbox.watchDeliveries((record) => {
        showToast(`Your saved message “${record.message.subject}” has been sent.`, {
          variant: 'success',
        })
      })
      outbox.start()
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  return null
}
