import { type KeyboardEvent, type PointerEvent, type ReactElement, useRef, useState } from 'react'
import type { ContentImage } from '../../content/image'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'
import { ZoomIcon } from './shop-icons'

/** A touch that moves less than this many pixels is a tap, not a swipe. */
export const SWIPE_THRESHOLD_PX = 10
const ZOOM = 2.2
const KEY_STEP = 10

interface Point {
  x: number
  y: number
}

const CENTRE: Point = { x: 50, y: 50 }
const clamp = (value: number): number => Math.min(100, Math.max(0, value))

/**
 * The product image with zoom: a mouse zooms while hovering and follows the pointer; a click,
 * tap, Enter or Space pins the zoom on or off; when pinned, a touch swipe (past the threshold)
 * or the arrow keys look around, and Escape zooms out.
 */
export function ProductImageZoom({
  image,
  title,
}: {
  image: ContentImage
  title: string
}): ReactElement {
  const [pinned, setPinned] = useState(false)
  const [hovering, setHovering] = useState(false)
  const [focus, setFocus] = useState<Point>(CENTRE)
  const frameRef = useRef<HTMLDivElement>(null)
  const touch = useRef<{ start: Point; origin: Point; swiped: boolean } | null>(null)
  const zoomed = pinned || hovering

  function pointFromEvent(event: PointerEvent): Point {
    const box = frameRef.current?.getBoundingClientRect()
    if (!box || box.width === 0) return CENTRE
    return {
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    }
  }

  function onPointerMove(event: PointerEvent): void {
    if (event.pointerType === 'mouse') {
      setHovering(true)
      setFocus(pointFromEvent(event))
      return
    }
    const state = touch.current
    if (!state || !pinned) return
    const box = frameRef.current?.getBoundingClientRect()
    const dx = event.clientX - state.start.x
    const dy = event.clientY - state.start.y
    if (!state.swiped && Math.hypot(dx, dy) < SWIPE_THRESHOLD_PX) return
    state.swiped = true
    if (!box || box.width === 0) return
    // Dragging the picture left reveals more of its right side, like moving a photo by hand.
    setFocus({
      x: clamp(state.origin.x - (dx / box.width) * 100),
      y: clamp(state.origin.y - (dy / box.height) * 100),
    })
  }

  function onPointerDown(event: PointerEvent): void {
    if (event.pointerType === 'mouse') return
    touch.current = { start: { x: event.clientX, y: event.clientY }, origin: focus, swiped: false }
  }

  function onClick(): void {
    // A swipe that looked around must not also toggle the zoom off.
    if (!touch.current?.swiped) setPinned((value) => !value)
    touch.current = null
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && pinned) {
      event.preventDefault()
      setPinned(false)
      setFocus(CENTRE)
      return
    }
    if (!pinned) return
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -KEY_STEP, y: 0 },
      ArrowRight: { x: KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: -KEY_STEP },
      ArrowDown: { x: 0, y: KEY_STEP },
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    setFocus((point) => ({ x: clamp(point.x + move.x), y: clamp(point.y + move.y) }))
  }

  return (
    <figure className="zoom">
      <div
        ref={frameRef}
        className={`zoom__frame${zoomed ? ' zoom__frame--zoomed' : ''}${pinned ? ' zoom__frame--pinned' : ''}`}
        data-zoomed={zoomed}
      >
        <ContentImg
          image={image}
          className="zoom__image"
          style={{
            transformOrigin: `${focus.x}% ${focus.y}%`,
            transform: zoomed ? `scale(${ZOOM})` : undefined,
          }}
          draggable={false}
        />
        <button
          type="button"
          className="zoom__control"
          aria-pressed={pinned}
          aria-label={t('shop.zoom.label', { title })}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') setHovering(false)
          }}
          onPointerUp={(event) => {
            if (event.pointerType !== 'mouse' && !touch.current?.swiped) touch.current = null
          }}
        >
          <span className="zoom__badge" aria-hidden="true">
            <ZoomIcon />
          </span>
        </button>
      </div>
      <figcaption className="zoom__hint">
        {pinned ? t('shop.zoom.zoomed') : t('shop.zoom.hint')}
      </figcaption>
    </figure>
  )
}
