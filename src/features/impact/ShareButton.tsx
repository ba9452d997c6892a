import type { ReactElement } from 'react'
import { ShareIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast/toast'

interface ShareButtonProps {
  title: string
  text: string
  /** The page to share, e.g. "/impact"; made absolute with the visitor's own origin. */
  path: string
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Opens the device's share sheet where there is one (Web Share API); elsewhere copies the link
 * and says so in a toast. Cancelling the share sheet is not an error.
 */
export function ShareButton({ title, text, path }: ShareButtonProps): ReactElement {
  const share = async () => {
    const url = new URL(path, window.location.origin).href
    const data = { title, text, url }
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data)
        return
      } catch (error) {
        if (isAbort(error)) return
        // The share sheet failed (not permitted here): copying the link still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      showToast('Link copied. Paste it anywhere to share our impact.', { variant: 'success' })
    } catch {
      showToast(`Copy this link to share our impact: ${url}`, { variant: 'info' })
    }
  }

  return (
    <button type="button" className="btn btn--accent" onClick={() => void share()}>
      <ShareIcon />
      Share our impact
    </button>
  )
}
