import { type ReactElement, useEffect } from 'react'
import { t } from '../../lib/i18n/translate'
import { closeToast, showToast } from '../../ui/toast/toast'
import {
  isInstalledApp,
  refreshFromPage,
  registerPeriodicRefresh,
  startBackgroundRefresh,
} from './background-refresh'
import { InstallButton } from './InstallButton'
import { OfflineBanner } from './OfflineBanner'
import { startServiceWorker } from './service-worker'
import './pwa.css'

const OFFLINE_READY_SHOWN_KEY = 'pwa:offline-ready-shown'

/** Registers the service worker and shows what the visitor needs to know about it. */
export function PwaNotices(): ReactElement {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    startServiceWorker({
      onUpdateReady: (activate) => {
        showToast(t('pwa.updateReady'), {
          variant: 'info',
          persist: true,
          preventDuplicate: true,
          action: (key) => (
            <button
              type="button"
              className="pwa-toast-action"
              onClick={() => {
                closeToast(key)
                activate()
              }}
            >
              {t('pwa.reload')}
            </button>
          ),
        })
      },
      onOfflineReady: () => {
        if (localStorage.getItem(OFFLINE_READY_SHOWN_KEY) === '1') return
        localStorage.setItem(OFFLINE_READY_SHOWN_KEY, '1')
        showToast(t('pwa.offlineReady'), { variant: 'success' })
      },
    })
      .then((cleanup) => {
        // Once the worker is registered: the periodic sync needs its registration.
        const stopRefresh = startBackgroundRefresh({
          isInstalled: isInstalledApp,
          registerPeriodic: registerPeriodicRefresh,
          refreshNow: refreshFromPage,
        })
        const stopAll = () => {
          cleanup()
          stopRefresh()
        }
        if (cancelled) stopAll()
        else stop = stopAll
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  return (
    <>
      <OfflineBanner />
      <InstallButton />
    </>
  )
}
