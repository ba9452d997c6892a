import { type ReactElement, useEffect, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { PinIcon } from '../../ui/icons'
import { mapsHref } from './maps-link'

/** "Open in maps": the web link in the prerendered HTML, a geo: URI once an Android phone is seen. */
export function MapsLink(): ReactElement {
  const [href, setHref] = useState(() => mapsHref(''))
  useEffect(() => {
    setHref(mapsHref(navigator.userAgent))
  }, [])
  return (
    <a className="maps-link get-help__maps" href={href} data-testid="maps-link">
      <PinIcon />
      {t('getHelp.openMaps')}
    </a>
  )
}
