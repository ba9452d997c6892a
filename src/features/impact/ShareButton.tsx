import type { ReactElement } from 'react'
import { activeLocale } from '../../lib/i18n/active-locale'
import { localizePath } from '../../lib/i18n/locales'
import { t } from '../../lib/i18n/translate'
import { ShareIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast/toast'

interface ShareButtonProps {
  title: string
  text: string
  /** The page to share, e.g. "/impact"; made absolute with the visitor's own origin, in the page's language. */
  path: string
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Opens the device's share sheet where there is one (Web Share API); elsewhere copies the link
 * and says so in a toast. Cancelling the share sheet is not an error.
 */
export function ShareButton({ title, text, path }: ShareButtonProps): ReactElement {
  const share = async () => {
    const url = new URL(localizePath(path, activeLocale()), window.location.origin).href
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
      showToast(t('impact.share.copied'), { variant: 'success' })
    } catch {
      showToast(t('impact.share.copyThis', { url }), { variant: 'info' })
    }
  }

  return (
    <button type="button" className="btn btn--accent" onClick={() => void share()}>
      <ShareIcon />
      {t('impact.share.button')}
    </button>
  )
}
