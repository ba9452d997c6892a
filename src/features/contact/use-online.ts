import { useEffect, useState } from 'react'

/**
 * Whether the browser says it is online. True on the server and until mounted, so the prerendered
 * markup and the first client render agree; the real value is read in an effect.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}
