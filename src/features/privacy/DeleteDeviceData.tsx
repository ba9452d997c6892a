import { type ReactElement, useEffect, useState } from 'react'
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
      <h2 id="privacy-delete-heading">Delete my data on this device</h2>
      <div data-testid="device-data">
        {storedLines === null ? (
          <p>Checking what is stored on this device…</p>
        ) : storedLines.length === 0 ? (
          <p>Nothing of yours is stored on this device right now.</p>
        ) : (
          <>
            <p>Stored on this device right now:</p>
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
        Delete my data on this device
      </button>
      <div role="status" className="privacy-delete__result">
        {state.kind === 'done' ? (
          state.removed.length === 0 ? (
            <p>There was nothing to delete: nothing of yours was stored on this device.</p>
          ) : (
            <>
              <p>Deleted from this device:</p>
              <ul>
                {state.removed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )
        ) : null}
        {state.kind === 'failed' ? (
          <p>Your data could not be deleted. Please reload the page and try again.</p>
        ) : null}
      </div>
      {state.kind === 'confirming' ? (
        <Dialog
          label="Delete my data on this device?"
          className="privacy-delete__dialog"
          onClose={() => setState({ kind: 'idle' })}
        >
          <h2 className="privacy-delete__question">Delete my data on this device?</h2>
          <p>
            This empties your cart, wishlist and compare list, and deletes your orders, contact
            messages (including any not sent yet) and saved Impact reports from this browser. It
            cannot be undone.
          </p>
          <div className="privacy-delete__actions">
            <button type="button" className="btn btn--primary" onClick={() => void confirmDelete()}>
              Delete
            </button>
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => setState({ kind: 'idle' })}
            >
              Cancel
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  )
}
