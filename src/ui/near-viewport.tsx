import {
  type ComponentType,
  lazy,
  memo,
  type ReactElement,
  Suspense,
  useLayoutEffect,
  useState,
} from 'react'
import { loadPatiently } from './chunk-error'

/**
 * Marks the prerendered element(s) of a part that hydrates when the visitor nears it (its value
 * names the part) until it has: till then the inline loader holds a tap on a button inside
 * (src/boot/early-taps.ts).
 */
export const HYDRATES_LATER = 'data-hydrates-later'

/**
 * Calls `onNear` once, when any of `elements` comes within a third of a phone screen of the
 * viewport, so lazy work is done by the time it scrolls in. Returns a function that stops watching.
 */
export function watchNearViewport(elements: readonly Element[], onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: '300px 0px' },
  )
  for (const element of elements) observer.observe(element)
  return () => observer.disconnect()
}

/**
 * A part of a page in its own chunk (React.lazy) that hydrates only when the visitor nears it, so
 * the start-up does not spend time on content below the fold. Until then React keeps its
 * prerendered HTML as it is (a dehydrated Suspense boundary): links work as plain links and a tap
 * on a button waits. `preload` is for the route's loader (prerender, client navigation), which then
 * renders the part at once. Its props must not change while it waits, or React drops the HTML:
 * memo keeps a parent's re-render from reaching it.
 */
export function lazyNearViewport<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  /** The prerendered elements to watch, when they are not the marked ones. */
  watched = `[${HYDRATES_LATER}="${name}"]`,
): { Component: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined
  let wantedNow = () => {}
  const wanted = new Promise<void>((resolve) => {
    wantedNow = resolve
  })
  const preload = async () => {
    wantedNow()
    loaded ??= await load()
  }

  // Reached only by the page as loaded (a route's loader preloads the part everywhere else).
  const WhenNear = lazy(async () => {
    const prerendered = [...document.querySelectorAll(watched)]
    if (prerendered.length > 0) {
      await Promise.race([
        wanted,
        new Promise<void>((near) => watchNearViewport(prerendered, near)),
      ])
    }
    return { default: await loadPatiently(load) }
  })

  function Hydrated(): null {
    useLayoutEffect(() => {
      for (const element of document.querySelectorAll(`[${HYDRATES_LATER}="${name}"]`)) {
        element.removeAttribute(HYDRATES_LATER)
      }
    }, [])
    return null
  }

  function Part(props: P): ReactElement {
    // Chosen once per mount: a part rendered through React.lazy keeps its element type.
    const [Loaded] = useState(() => loaded ?? WhenNear)
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
        <Hydrated />
      </Suspense>
    )
  }

  return { Component: memo(Part) as unknown as ComponentType<P>, preload }
}
