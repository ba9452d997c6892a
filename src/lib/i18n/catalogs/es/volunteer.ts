import type { volunteer as english } from '../en/volunteer'
import type { Twin } from '../twin'

/** Spanish twin of en/volunteer.ts. */
export const volunteer: Twin<typeof english> = {
  'volunteer.glance': 'Empaque cajas de comida con nosotros el domingo',
  'volunteer.openInMaps': 'Abrir en mapas',
  'volunteer.howLong': 'Cuánto dura',
  'volunteer.beforeYouCome': 'Antes de venir',
  'volunteer.wear': 'Qué ponerse',
  'volunteer.bring': 'Qué traer',
  'volunteer.ics.wear': 'Qué ponerse: {list}',
  'volunteer.ics.bring': 'Qué traer: {list}',
  'volunteer.ics.special': 'Sesión especial de empaque',
  'volunteer.ages': 'Edades',
  'volunteer.access': 'Cómo entrar y moverse',
  'volunteer.nextSessions': 'Próximas sesiones',
  'volunteer.feedIntro': 'Todas las sesiones en su calendario, siempre al día:',
  'volunteer.feedSubscribe': 'suscríbase',
  'volunteer.feedOr': 'o',
  'volunteer.feedDownload': 'descargue el calendario (.ics)',
  'volunteer.badge.cancelled': 'Cancelada',
  'volunteer.badge.moved': 'Cambiada',
  'volunteer.badge.special': 'Sesión especial',
  'volunteer.at': 'En {place}',
  'volunteer.status.loading': 'Revisando si hay cambios en el calendario…',
  'volunteer.status.loaded': 'Al día con los cambios del equipo (revisado el {checked}).',
  'volunteer.status.cachedOffline':
    'Calendario guardado el {saved}; no tiene conexión, así que es posible que no aparezcan cambios recientes.',
  'volunteer.status.cachedUnreachable':
    'Calendario guardado el {saved}; no pudimos consultar el calendario en este momento, así que es posible que no aparezcan cambios recientes.',
  'volunteer.status.rule': 'El horario semanal de siempre.',
  'volunteer.status.ruleUnchecked':
    'El horario semanal de siempre: no pudimos revisar si algún domingo se canceló o cambió, así que vuelva a consultar antes de salir.',
  'volunteer.signup.title': 'Inscríbase en una sesión',
  'volunteer.signup.formLabel': 'Inscripción de voluntarios',
  'volunteer.signup.saved': 'Guardada en este teléfono; se enviará cuando tenga conexión.',
  'volunteer.signup.sending': '¡Gracias! Su inscripción va en camino al equipo.',
  'volunteer.signup.notConfigured':
    'La inscripción en línea no está configurada en esta copia del sitio.',
  'volunteer.signup.justCome': 'Simplemente venga, o escríbanos a',
  'volunteer.signup.error':
    'No se pudo guardar su inscripción en este dispositivo. Por favor, inténtelo de nuevo.',
  'volunteer.signup.offlineNote':
    'Funciona sin señal: su inscripción se guarda en este teléfono y se envía en cuanto tenga conexión.',
  'volunteer.signup.emailHint': 'Correo electrónico o teléfono: al menos uno',
  'volunteer.signup.sessions': 'Sesiones',
  'volunteer.signup.workingOut': 'Calculando las fechas…',
  'volunteer.signup.firstTime': 'Es mi primera vez como voluntario con ustedes',
  'volunteer.signup.note': 'Nota (opcional)',
  'volunteer.signup.noteHint': 'Algo que el equipo deba saber. {count} / {max} caracteres',
  'volunteer.signup.saving': 'Guardando…',
  'volunteer.signup.submit': 'Inscribirme',
  'volunteer.rules.nameRequired': 'Por favor, díganos su nombre',
  'volunteer.rules.nameLetters':
    'El nombre solo puede contener letras, espacios, puntos, guiones y apóstrofos',
  'volunteer.rules.contactRequired':
    'Indique un correo electrónico o un número de teléfono para que el equipo pueda comunicarse con usted',
  'volunteer.rules.emailInvalid': 'El correo electrónico no es válido',
  'volunteer.rules.phoneInvalid': 'El número de teléfono debe tener de 7 a 15 dígitos',
  'volunteer.rules.sessionsRequired': 'Elija al menos una sesión',
  'volunteer.rules.noteTooLong': 'La nota puede tener como máximo {max} caracteres',
  'volunteer.mine.title': 'Sus inscripciones en este dispositivo',
  'volunteer.mine.waiting': 'Guardada en este teléfono; se enviará cuando tenga conexión',
  'volunteer.mine.sent': 'Enviada al equipo',
  'volunteer.mine.failed':
    'El servicio de correo la rechazó; por favor, avísele al equipo de otra manera',
  'volunteer.mine.cancelledWaiting':
    'Cancelada. Guardada en este teléfono; se enviará cuando tenga conexión',
  'volunteer.mine.cancelledSent': 'Cancelada. El equipo ya lo sabe',
  'volunteer.mine.cancelledFailed':
    'Cancelada aquí, pero el servicio de correo rechazó el mensaje; por favor, avísele al equipo',
  'volunteer.mine.cancelledUnsent': 'Cancelada antes de enviarse: no se envió nada al equipo',
  'volunteer.mine.cancelFor': ' la inscripción del {session}',
}
