import { useEffect, useState } from 'react'

/** True once the page is scrolled more than `offset` px. Starts false so server and client agree. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setPast(window.scrollY > offset)
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [offset])
  return past
}
