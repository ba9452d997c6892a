import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { useOffline } from '../../lib/network-status'

/** A polite banner while the network is gone; the prerendered page has none (online assumed). */
export function OfflineBanner(): ReactElement {
  const offline = useOffline()
  return (
    <div role="status" className="pwa-offline-banner" hidden={!offline}>
      {offline ? <p className="container">{t('pwa.offline')}</p> : null}
    </div>
  )
}
