import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  )
}

/**
 * While `active`, keeps Tab and Shift+Tab inside `containerRef`, closes on Escape, moves focus
 * in on open and gives it back to whatever had it before on close (WAI-ARIA dialog pattern).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  useEffect(() => {
    const container = containerRef.current
    if (!active || !container) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = focusableIn(container)[0]
    ;(first ?? container).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(container)
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === head || !container.contains(current))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (current === tail || !container.contains(current))) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      if (previous?.isConnected) previous.focus()
    }
  }, [containerRef, active, onEscape])
}
