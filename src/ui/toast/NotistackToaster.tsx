import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack'
import { type ReactElement, useEffect } from 'react'
import { connectToastHost } from './toast'

/** notistack itself: loaded by <Toaster /> for the first toast, or rendered directly by tests. */
export default function NotistackToaster(): ReactElement {
  // Connected in an effect, after SnackbarProvider (rendered before it) has mounted.
  useEffect(() => connectToastHost({ enqueue: enqueueSnackbar, close: closeSnackbar }), [])
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={5000}
      maxSnack={3}
    />
  )
}
