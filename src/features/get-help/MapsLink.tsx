import { foodHelp } from 'virtual:content/food-help'
import { formatAddress } from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { usePlaceMapsHref } from '../../lib/maps-link'
import { PinIcon } from '../../ui/icons'

/** "Open in maps" for the food-help door (see src/lib/maps-link.ts for why geo: on Android). */
export function MapsLink(): ReactElement {
  const href = usePlaceMapsHref(formatAddress(), foodHelp.location)
  return (
    <a className="maps-link get-help__maps" href={href} data-testid="maps-link">
      <PinIcon />
      {t('getHelp.openMaps')}
    </a>
  )
}
