import { type ReactElement, useEffect, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { Dialog } from '../../ui/Dialog'
import {
  type DeviceData,
  deleteDeviceData,
  describeDeviceData,
  readDeviceData,
} from './delete-device-data'

type State =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'deleting' }
  | { kind: 'done'; removed: string[] }
  | { kind: 'failed' }

/**
 * "Delete my data on this device": lists what is stored now, asks for confirmation in a dialog,
 * deletes, then says what it removed (announced politely to screen readers).
 */
export function DeleteDeviceData(): ReactElement {
  const [stored, setStored] = useState<DeviceData | null>(null)
  const [state, setState] = useState<State>({ kind: 'idle' })

  useEffect(() => {
    let live = true
    readDeviceData()
      .then((data) => live && setStored(data))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const storedLines = stored ? describeDeviceData(stored) : null

  async function confirmDelete() {
    setState({ kind: 'deleting' })
    try {
      const removed = describeDeviceData(await deleteDeviceData())
      setStored(await readDeviceData())
      setState({ kind: 'done', removed })
    } catch {
      setState({ kind: 'failed' })
    }
  }

  return (
    <section className="privacy-delete" aria-labelledby="privacy-delete-heading">
      <h2 id="privacy-delete-heading">{t('privacy.delete.title')}</h2>
      <div data-testid="device-data">
        {storedLines === null ? (
          <p>{t('privacy.delete.checking')}</p>
        ) : storedLines.length === 0 ? (
          <p>{t('privacy.delete.nothingStored')}</p>
        ) : (
          <>
            <p>{t('privacy.delete.storedNow')}</p>
            <ul>
              {storedLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button
        type="button"
        className="btn btn--primary"
        // Not disabled while deleting: the closing dialog hands focus back to this button.
        aria-disabled={state.kind === 'deleting'}
        onClick={() => {
          if (state.kind !== 'deleting') setState({ kind: 'confirming' })
        }}
      >
        {t('privacy.delete.title')}
      </button>
      <div role="status" className="privacy-delete__result">
        {state.kind === 'done' ? (
          state.removed.length === 0 ? (
            <p>{t('privacy.delete.nothingDeleted')}</p>
          ) : (
            <>
              <p>{t('privacy.delete.deleted')}</p>
              <ul>
                {state.removed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )
        ) : null}
        {state.kind === 'failed' ? <p>{t('privacy.delete.failed')}</p> : null}
      </div>
      {state.kind === 'confirming' ? (
        <Dialog
          label={t('privacy.delete.question')}
          className="privacy-delete__dialog"
          onClose={() => setState({ kind: 'idle' })}
        >
          <h2 className="privacy-delete__question">{t('privacy.delete.question')}</h2>
          <p>{t('privacy.delete.explain')}</p>
          <div className="privacy-delete__actions">
            <button type="button" className="btn btn--primary" onClick={() => void confirmDelete()}>
              {t('privacy.delete.confirm')}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => setState({ kind: 'idle' })}
            >
              {t('ui.cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  )
}
