import { byLocale, readAt } from 'virtual:content/notices'
import { useRouterState } from '@tanstack/react-router'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { langOf } from '../../content-modules/english-only'
import { localizePath } from '../../lib/i18n/locales'
import { localized } from '../../lib/i18n/localized'
import { activeLocale, t } from '../../lib/i18n/translate'
import { useMinuteClock } from '../../lib/minute-clock'
import { closedNotices, closeNotice } from './closed-notices'
import { type Notice, noticesShowing } from './notices-showing'
import './notice.css'

/**
 * The staff's notices ("No packing this Sunday"), each between its start and end by this
 * device's clock, on the pages it was meant for. The prerendered page shows those current when
 * it was built; after hydration the device's clock (checked every minute) and the notices this
 * visitor closed decide. The notices float over the page's foot, so one that appears or goes
 * moves nothing (no layout shift); the page gains room at its end for it, so no control stays
 * under it. Offline, the installed app has the notices of its last update (they are part of
 * its scripts) and still drops each at its end.
 */
export function SiteNotices(): ReactElement {
  const notices = localized(byLocale).notices
  // With no notice in the build (the usual case) there is nothing to time or measure: every
  // page pays for an empty region only, not for a clock, an effect and a second render.
  if (notices.length === 0) return <div className="site-notices" aria-live="polite" />
  return <NoticeList notices={notices} />
}

function NoticeList({ notices }: { notices: readonly Notice[] }): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const now = useMinuteClock(readAt)
  const [closed, setClosed] = useState<Record<string, string>>({})
  useEffect(() => setClosed(closedNotices()), [])
  const showing = noticesShowing(notices, { now, pathname, closed })
  const region = useRoomAtTheEnd(showing.length)

  return (
    <div className="site-notices" aria-live="polite" ref={region}>
      {showing.map((notice) => (
        <div className="site-notice" key={notice.id}>
          <p className="site-notice__text">
            <strong lang={langOf(notice, 'title')}>{notice.title}</strong>{' '}
            <span lang={langOf(notice, 'text')}>{notice.text}</span>
            {notice.link && (
              <>
                {' '}
                <a href={linkFor(notice.link)}>{t('notice.readMore')}</a>
              </>
            )}
          </p>
          <button
            type="button"
            className="site-notice__close"
            aria-label={t('notice.close', { title: notice.title })}
            onClick={() => setClosed(closeNotice(notice))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}

/** A page of this site in the page's language; an outside address as written. */
function linkFor(link: string): string {
  return link.startsWith('/') ? localizePath(link, activeLocale()) : link
}

/**
 * Room at the page's end as tall as the notices, so the footer's last links can be scrolled
 * clear of them. Padding at the very end moves nothing already on screen.
 */
function useRoomAtTheEnd(count: number) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = region.current
    const root = document.documentElement
    if (!element || count === 0) {
      root.style.removeProperty('--notice-room')
      return
    }
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--notice-room', `${element.offsetHeight}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--notice-room')
    }
  }, [count])
  return region
}
