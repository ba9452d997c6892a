import { type ReactElement, useEffect, useState } from 'react'
import { type BeforeInstallPromptEvent, needsIosInstallHint } from './install-prompt'

const HINT_DISMISSED_KEY = 'pwa:ios-hint-dismissed'

/** "Install app" where the browser offers it; a one-line Share-menu hint on iOS Safari. */
export function InstallButton(): ReactElement | null {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null)
  const [iosHint, setIosHint] = useState(false)

  useEffect(() => {
    const standalone =
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true
    setIosHint(
      needsIosInstallHint(navigator.userAgent, standalone) &&
        localStorage.getItem(HINT_DISMISSED_KEY) !== '1',
    )
    const onPrompt = (event: Event) => {
      event.preventDefault() // keep it for our own button instead of the mini-infobar
      setDeferred(event as BeforeInstallPromptEvent)
    }
    const onInstalled = () => setDeferred(null)
    window.addEventListener('beforeinstallprompt', onPrompt)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])

  if (deferred) {
    return (
      <div className="pwa-install">
        <div className="pwa-install__body">
          <button
            type="button"
            className="btn btn--outline"
            onClick={async () => {
              await deferred.prompt()
              await deferred.userChoice
              setDeferred(null)
            }}
          >
            Install app
          </button>
        </div>
      </div>
    )
  }
  if (iosHint) {
    return (
      <div className="pwa-install" role="note">
        <p className="pwa-install__body">
          Install this site: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.{' '}
          <button
            type="button"
            className="pwa-install__dismiss"
            onClick={() => {
              localStorage.setItem(HINT_DISMISSED_KEY, '1')
              setIosHint(false)
            }}
          >
            Dismiss
          </button>
        </p>
      </div>
    )
  }
  return null
}
