import { type ComponentType, memo, type ReactElement, Suspense, use, useLayoutEffect } from 'react'
import { whenNearViewport } from './when-near-viewport'

/**
 * Marks the prerendered element(s) of a part that hydrates only once the visitor nears it (its
 * value names the part). The part removes the mark when it has hydrated; until then, the inline
 * loader holds a tap on a button inside it (src/boot/early-taps.ts) and replays it then.
 */
export const HYDRATES_LATER = 'data-hydrates-later'

export interface LazyPart<P extends object> {
  /** Renders the part; memoised, so a parent's re-render does not disturb a part still waiting. */
  Component: ComponentType<P>
  /** For the route's loader: the part is wanted now (prerender, client navigation). */
  preload: () => Promise<void>
}

/**
 * A part of a page in its own chunk, hydrated when the visitor comes within 300 px of it. On the
 * visit that loaded the page, its prerendered HTML is already complete; hydrating it at once
 * (fetching the chunk, evaluating it, React walking its elements) would spend start-up time on
 * content below the fold. So until the visitor nears it, the component suspends, React keeps the
 * prerendered HTML as it is (a dehydrated Suspense boundary), links in it work as plain links, and
 * a tap on a button waits for it.
 *
 * The part's root element(s) carry `data-hydrates-later="<name>"`. Its props must not change while
 * it waits (new props to a dehydrated boundary make React drop its HTML and render it afresh):
 * state that arrives later goes through a store read with its server value while hydrating
 * (`useHydratedAtomValue`).
 */
export function lazyNearViewport<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  /** The prerendered elements to watch, when they are not the marked ones. */
  watched = `[${HYDRATES_LATER}="${name}"]`,
): LazyPart<P> {
  const selector = `[${HYDRATES_LATER}="${name}"]`
  /** The component once its module has loaded: from then on a render takes it without waiting. */
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  /** The page loaded first: undefined until its first render, null when it renders the part at once. */
  let firstPage: { part: Promise<ComponentType<P>>; now: AbortController } | null | undefined

  function loadPart(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // A chunk that failed to download (the route's error page offers a reload) may be
        // tried again by the next navigation.
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /**
   * Loads the part for the page that was loaded first. Should its chunk not arrive (offline
   * before it was fetched), the prerendered HTML stays as it is and the load is tried again when
   * the connection comes back, rather than the page giving way to an error.
   */
  async function loadPartPatiently(): Promise<ComponentType<P>> {
    for (;;) {
      try {
        return await loadPart()
      } catch {
        await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
      }
    }
  }

  function partToRender(): Promise<ComponentType<P>> {
    if (firstPage === undefined) {
      const prerendered =
        typeof document === 'undefined' || loading ? [] : [...document.querySelectorAll(watched)]
      if (prerendered.length > 0) {
        const now = new AbortController()
        firstPage = {
          part: whenNearViewport(prerendered, now.signal).then(loadPartPatiently),
          now,
        }
      } else {
        firstPage = null
      }
    }
    return firstPage?.part ?? loadPart()
  }

  async function preload(): Promise<void> {
    // Should the first page still wait for the visitor, it hydrates its part now too.
    firstPage?.now.abort()
    firstPage = null
    await loadPart()
  }

  /** Takes the mark off once the part has hydrated (or rendered): its buttons work now. */
  function Hydrated(): null {
    useLayoutEffect(() => {
      for (const element of document.querySelectorAll(selector)) {
        element.removeAttribute(HYDRATES_LATER)
      }
    }, [])
    return null
  }

  /** Suspends until the module is in: React replays it with the same promise, now settled. */
  function WaitForPart(props: P): ReactElement {
    const Part = use(partToRender())
    return <Part {...props} />
  }

  function Lazy(props: P): ReactElement {
    return (
      <Suspense fallback={null}>
        {loaded ? <LoadedPart {...props} /> : <WaitForPart {...props} />}
        <Hydrated />
      </Suspense>
    )
  }

  function LoadedPart(props: P): ReactElement {
    const Part = loaded as ComponentType<P>
    return <Part {...props} />
  }

  return { Component: memo(Lazy) as unknown as ComponentType<P>, preload }
}
