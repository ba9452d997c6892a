import { useEffect, useState } from 'react'

/**
 * Whether a media query matches. False on the server and on the first client render (so
 * hydration matches the prerendered HTML), then the real answer, kept up to date.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia?.(query)
    if (!list) return
    setMatches(list.matches)
    const onChange = () => setMatches(list.matches)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [query])
  return matches
}
