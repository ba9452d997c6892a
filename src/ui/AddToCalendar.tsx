import { type ReactElement, useState } from 'react'
import type { CalendarEntry } from '../lib/calendar/calendar-event'
import { downloadCalendarFile } from '../lib/calendar/download'
import { t } from '../lib/i18n/translate'

/** "Add to calendar": downloads an .ics file for the entry (events, volunteer sessions). */
export function AddToCalendar({ entry }: { entry: CalendarEntry }): ReactElement {
  const [failed, setFailed] = useState(false)
  return (
    <p className="add-to-calendar">
      <button
        type="button"
        className="btn btn--outline"
        onClick={() => {
          setFailed(false)
          downloadCalendarFile(entry).catch(() => setFailed(true))
        }}
      >
        {t('shared.addToCalendar')}
        <span className="visually-hidden">: {entry.title}</span>
      </button>
      {failed ? <span role="alert"> {t('shared.calendarFailed')}</span> : null}
    </p>
  )
}
