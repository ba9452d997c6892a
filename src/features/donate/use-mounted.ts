import { useEffect, useState } from 'react'

/**
 * False during the prerender and the hydrating render, true after: lets a component show
 * browser-only state (the URL's search, live controls) without a hydration mismatch.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
