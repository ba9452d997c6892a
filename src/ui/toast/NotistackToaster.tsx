import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack'
import { type ReactElement, useEffect } from 'react'
import { useMediaQuery } from '../use-media-query'
import { connectToastHost } from './toast'

/** Phones get toasts at the bottom (toasts.css), away from the header's controls. */
const PHONE = '(max-width: 767px)'

/** notistack itself: loaded by <Toaster /> for the first toast, or rendered directly by tests. */
export default function NotistackToaster(): ReactElement {
  // Connected in an effect, after SnackbarProvider (rendered before it) has mounted.
  useEffect(() => connectToastHost({ enqueue: enqueueSnackbar, close: closeSnackbar }), [])
  const phone = useMediaQuery(PHONE)
  return (
    <SnackbarProvider
      // toasts.css moves the stack below the header (wide) or above the back-to-top button
      // (phones): a toast must never cover the header's links, the cart badge it talks about, or
      // the focused control.
      classes={{ containerRoot: 'toast-stack' }}
      anchorOrigin={
        phone
          ? { vertical: 'bottom', horizontal: 'center' }
          : { vertical: 'top', horizontal: 'right' }
      }
      autoHideDuration={5000}
      maxSnack={3}
    />
  )
}
