import { type ReactElement, useEffect, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { isInstalledApp } from './background-refresh'
import { type BeforeInstallPromptEvent, needsIosInstallHint } from './install-prompt'

const HINT_DISMISSED_KEY = 'pwa:ios-hint-dismissed'

/** "Install app" where the browser offers it; a one-line Share-menu hint on iOS Safari. */
export function InstallButton(): ReactElement | null {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null)
  const [iosHint, setIosHint] = useState(false)

  useEffect(() => {
    setIosHint(
      needsIosInstallHint(navigator.userAgent, isInstalledApp()) &&
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
            {t('pwa.install')}
          </button>
        </div>
      </div>
    )
  }
  if (iosHint) {
    return (
      <div className="pwa-install" role="note">
        <p className="pwa-install__body">
          {t('pwa.iosHint')}{' '}
          <button
            type="button"
            className="pwa-install__dismiss"
            onClick={() => {
              localStorage.setItem(HINT_DISMISSED_KEY, '1')
              setIosHint(false)
            }}
          >
            {t('pwa.dismiss')}
          </button>
        </p>
      </div>
    )
  }
  return null
}
