import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { groupDigits } from '../../lib/digits'
import { t } from '../../lib/i18n/translate'
import { ChevronIcon, FlagIcon } from './impact-icons'
import type { MonthSummary } from './report'
import './timeline.css'
import { prefersReducedMotion } from '../../ui/use-reduced-motion'

/** Each card is 270 px wide; the line is 270 px per card plus 100 px, so it runs past the last card. */
const CARD_WIDTH = 270
const TIMELINE_PADDING = 100

function timelineWidth(cardCount: number): string {
  return cardCount === 0 ? '100%' : `${CARD_WIDTH * cardCount + TIMELINE_PADDING}px`
}

/**
 * The months on a horizontal line, oldest first, cards alternating above and below it. The strip
 * scrolls by touch, mouse (scrollbar, buttons) and keyboard (it is focusable, so the arrow keys
 * scroll it); it opens scrolled to the newest month.
 */
export function DonationTimeline({ months }: { months: readonly MonthSummary[] }): ReactElement {
  const scroller = useRef<HTMLElement>(null)
  const hintId = useId()
  const [edges, setEdges] = useState({ atStart: true, atEnd: true })

  const updateEdges = () => {
    const el = scroller.current
    if (!el) return
    const atStart = el.scrollLeft <= 1
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }))
  }

  // Opens on the newest months. The strip is a whole number of cards wide (timeline.css), so at
  // either end, and after every button press, no card is cut off. (On a phone the months are a
  // vertical list and there is nothing to scroll.) Done in the resize observer, whose first call
  // comes once the browser has laid the cards out and before it paints them: the visitor never
  // sees the strip jump, and nothing reads the layout while React commits, which made the
  // browser lay the whole page out inside that task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run only when the months change
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    let opened = false
    const observer = new ResizeObserver(() => {
      if (!opened && el.scrollWidth > el.clientWidth) {
        el.scrollLeft = el.scrollWidth
        opened = true
      }
      updateEdges()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [months])

  // aria-disabled rather than disabled: a button pressed up to the end keeps its focus.
  const scrollByPage = (direction: -1 | 1) => {
    const el = scroller.current
    if (!el || (direction === -1 ? edges.atStart : edges.atEnd)) return
    const step = Math.max(CARD_WIDTH, Math.floor(el.clientWidth / CARD_WIDTH) * CARD_WIDTH)
    el.scrollBy({ left: direction * step, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }

  // Arrow keys scroll a focused strip natively; Home and End would scroll the page instead.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const el = scroller.current
    if (!el || event.target !== el || (event.key !== 'Home' && event.key !== 'End')) return
    event.preventDefault()
    el.scrollTo({ left: event.key === 'Home' ? 0 : el.scrollWidth })
  }

  const lastIndex = months.length - 1

  return (
    <div className="timeline-frame">
      <div className="timeline-controls">
        <p id={hintId} className="timeline-controls__hint">
          {months.length === 0 ? t('impact.timeline.empty') : t('impact.timeline.hint')}
        </p>
        <div className="timeline-controls__buttons">
          <button
            type="button"
            className="slider__button"
            onClick={() => scrollByPage(-1)}
            aria-disabled={edges.atStart}
            aria-label={t('impact.timeline.earlier')}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="slider__button"
            onClick={() => scrollByPage(1)}
            aria-disabled={edges.atEnd}
            aria-label={t('impact.timeline.later')}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      <section
        ref={scroller}
        className="timeline-scroller"
        aria-label={t('impact.timeline.label')}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so the keyboard can scroll it
        tabIndex={0}
        onScroll={updateEdges}
        onKeyDown={onKeyDown}
      >
        <ol
          className="timeline"
          style={{ '--timeline-width': timelineWidth(months.length) } as CSSProperties}
        >
          {months.map((month, index) => {
            const isLast = index === lastIndex
            const place = index % 2 === 0 ? 'above' : 'below'
            return (
              <li
                key={month.key}
                className={`timeline__item timeline__item--${place}${isLast ? ' timeline__item--end' : ''}`}
                style={{ '--card-index': index } as CSSProperties}
              >
                <span className="timeline__dot" aria-hidden="true">
                  {isLast ? <FlagIcon size={16} /> : null}
                </span>
                <article className="timeline__card">
                  <h3 className="timeline__month">{month.label}</h3>
                  <p className="timeline__pounds">
                    {t('impact.pounds', { pounds: groupDigits(month.pounds) })}
                  </p>
                  <p className="timeline__weeks">
                    {t('impact.timeline.reports', { count: month.reportCount })}
                  </p>
                  {isLast ? (
                    <p className="timeline__end-marker">
                      <FlagIcon size={14} />
                      {t('impact.timeline.latest')}
                    </p>
                  ) : null}
                </article>
              </li>
            )
          })}
        </ol>
      </section>
    </div>
  )
}
