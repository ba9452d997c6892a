import type { ReactElement } from 'react'
import { useOffline } from '../../lib/network-status'

/** A polite banner while the network is gone; the prerendered page has none (online assumed). */
export function OfflineBanner(): ReactElement {
  const offline = useOffline()
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
