import { foodHelp } from 'virtual:content/food-help'
import { formatAddress } from 'virtual:content/organisation'
import { placeMapsHref } from '../../lib/maps-link'

/** "Open in maps" for the food-help door (see src/lib/maps-link.ts for why geo: on Android). */
export function mapsHref(userAgent: string): string {
  return placeMapsHref(formatAddress(), foodHelp.location, userAgent)
}
