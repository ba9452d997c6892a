import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react'

export interface TabSpec {
  key: string
  label: string
  content: ReactNode
}

/**
 * An accessible tablist (WAI-ARIA tabs with automatic activation): arrow keys, Home and End move
 * between tabs, and only the selected tab is in the tab order. Every panel element exists (so each
 * tab's aria-controls names a real element), but a panel's content is rendered only once its tab
 * has been selected: a hidden panel is invisible without JS anyway, and leaving it out keeps every
 * prerendered page (all precached) smaller. Once rendered a panel stays mounted, so a half-typed
 * review survives a look at the description.
 */
export function ProductTabs({ tabs, label }: { tabs: TabSpec[]; label: string }): ReactElement {
  const [selected, setSelected] = useState(0)
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]))
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  function open(index: number, focus = false): void {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    setOpened((current) => (current.has(next) ? current : new Set(current).add(next)))
    if (focus) tabRefs.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent): void {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    open(target, true)
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              tabRefs.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-controls={`${baseId}-panel-${tab.key}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => open(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== selected}
          className="tabs__panel"
        >
          {opened.has(index) ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
