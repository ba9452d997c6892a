import { type ReactElement, useEffect, useState } from 'react'
import { isOfflineNow, subscribeNetworkStatus } from '../../lib/network-status'

/** A polite banner while the network is gone; the prerendered page has none (online assumed). */
export function OfflineBanner(): ReactElement {
  const [offline, setOffline] = useState(false)
  useEffect(() => {
    setOffline(isOfflineNow())
    return subscribeNetworkStatus(setOffline)
  }, [])
  return (
    <div role="status" className="pwa-offline-banner" hidden={!offline}>
      {offline ? (
        <p className="container">
          You're offline. Pages you've visited still work; new information appears when you're back
          online.
        </p>
      ) : null}
    </div>
  )
}
