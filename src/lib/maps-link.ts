import { useEffect, useState } from 'react'

/**
 * A link that opens the phone's maps app at a place. Android hands a geo: URI to whichever
 * maps app is installed; elsewhere geo: may do nothing, so everyone else (and the prerendered
 * page, before it knows the device) gets Google Maps' universal link, which opens the Maps app
 * where there is one and the web map where there is not. Neither needs map tiles on the page.
 */
export function placeMapsHref(
  address: string,
  { latitude, longitude }: { latitude: number; longitude: number },
  userAgent: string,
): string {
  if (/Android/i.test(userAgent)) {
    return `geo:${latitude},${longitude}?q=${encodeURIComponent(address)}`
  }
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

/** placeMapsHref for rendering: the web link in the prerendered HTML, geo: once Android is seen. */
export function usePlaceMapsHref(address: string, place: { latitude: number; longitude: number }) {
  const [href, setHref] = useState(() => placeMapsHref(address, place, ''))
  useEffect(() => setHref(placeMapsHref(address, place, navigator.userAgent)), [address, place])
  return href
}
