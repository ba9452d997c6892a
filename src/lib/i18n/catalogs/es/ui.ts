import type { ui as english } from '../en/ui'
import type { Twin } from '../twin'

/** Spanish twin of en/ui.ts. */
export const ui: Twin<typeof english> = {
  'shared.readMore': 'Leer más',
  'shared.video': 'Video',
  'shared.addToCalendar': 'Agregar al calendario',
  'shared.calendarFailed': 'No se pudo crear el archivo del calendario. Inténtelo de nuevo.',
  'shared.secureCheckout': 'Pago seguro',
  'shared.events.none': 'Por ahora no hay eventos programados',
  'shared.events.noneText': 'Los nuevos eventos se publican aquí en cuanto tienen fecha.',
  'notice.readMore': 'Más información',
  'notice.close': 'Cerrar el aviso «{title}»',
}
