import { type ReactElement, useEffect, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { ShareIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast/toast'
import { shareText, smsHref } from './share-text'

interface ShareActionsProps {
  /** The page's absolute public address. */
  url: string
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Share the page: the device's share sheet where there is one (Web Share API); otherwise a
 * text-message link with the short text and address filled in. Copy link works everywhere, and
 * Print gives the one-page sheet. Which of Share or Text it is shown is decided after hydration,
 * so the prerendered HTML (text-message link) is the same for every device.
 */
export function ShareActions({ url }: ShareActionsProps): ReactElement {
  const text = shareText()
  const [canShare, setCanShare] = useState(false)
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function')
  }, [])

  const share = async () => {
    try {
      await navigator.share({ title: t('getHelp.shareTitle'), text, url })
    } catch (error) {
      if (!isAbort(error)) showToast(t('getHelp.shareFailed'), { variant: 'info' })
    }
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text} ${url}`)
      showToast(t('getHelp.copied'), { variant: 'success' })
    } catch {
      showToast(t('getHelp.copyThis', { url }), { variant: 'info' })
    }
  }

  return (
    <div className="button-row get-help__share">
      {canShare ? (
        <button type="button" className="btn btn--primary" onClick={() => void share()}>
          <ShareIcon />
          {t('getHelp.share')}
        </button>
      ) : (
        <a className="btn btn--primary" href={smsHref(text, url)}>
          {t('getHelp.sms')}
        </a>
      )}
      <button type="button" className="btn btn--outline" onClick={() => void copy()}>
        {t('getHelp.copyLink')}
      </button>
      <button type="button" className="btn btn--outline" onClick={() => window.print()}>
        {t('getHelp.print')}
      </button>
    </div>
  )
}
