import type { donate as english } from '../en/donate'
import type { Twin } from '../twin'

/** Spanish twin of en/donate.ts. */
export const donate: Twin<typeof english> = {
  'donate.cta.title': 'Haga la diferencia hoy',
  'donate.cta.text':
    'Un donativo de cualquier cantidad pone comida rescatada en la mesa de un vecino esta semana. Done una sola vez o cada mes.',
  'donate.intro':
    'Cada dólar mantiene en movimiento la comida rescatada: gasolina para la camioneta, luz para los refrigeradores y los productos básicos que nunca llegan como sobrantes. Con unos $35 se llena una caja de emergencia para una familia.',
  'donate.taxId': '{status} Número de identificación fiscal: ',
  'donate.taxDeductible':
    '. Los donativos son deducibles de impuestos en la medida que permita la ley.',
  'donate.embed.title': 'Done en línea',
  'donate.embed.frame': 'Formulario de donación de {name}',
  'donate.form.title': 'Done con tarjeta',
  'donate.form.lead':
    'Usted paga en la página de pago segura de Stripe; los datos de su tarjeta nunca pasan por nuestro sitio.',
  'donate.form.amount': 'Cantidad',
  'donate.form.amountLabel': 'Cantidad en dólares estadounidenses (o escriba otra)',
  'donate.form.helpsProvide': 'ayuda a dar {meals}',
  'donate.form.aboutMeals': 'aproximadamente {count} {{comida|comidas}}',
  'donate.form.about': 'aproximadamente ',
  'donate.form.chipMeals': '{count} comidas',
  'donate.form.howOften': 'Con qué frecuencia',
  'donate.form.once': 'Una sola vez',
  'donate.form.monthly': 'Cada mes',
  'donate.form.name': 'Nombre completo',
  'donate.form.email': 'Correo electrónico (para su recibo)',
  'donate.form.tribute': '¿Desea donar en honor o en memoria de alguien?',
  'donate.form.tributeNone': 'No',
  'donate.form.tributeHonour': 'En honor de',
  'donate.form.tributeMemory': 'En memoria de',
  'donate.form.memoryName': 'En memoria de (nombre)',
  'donate.form.honourName': 'En honor de (nombre)',
  'donate.form.tributeEmail':
    'Correo electrónico de alguien a quien avisarle del donativo (opcional)',
  'donate.form.opening': 'Abriendo la página de pago segura…',
  'donate.form.starting': 'Iniciando su donativo…',
  'donate.form.wait': 'Espere, por favor; no cierre esta página.',
  'donate.form.giving': 'Usted está donando {amount} USD.',
  'donate.form.givingMonthly': 'Usted está donando {amount} USD cada mes.',
  'donate.form.mealsSource': 'Comidas: {perDollar} por dólar, según la cifra de ',
  'donate.form.changeMonthly': '. Para cambiar o cancelar un donativo mensual, escríbanos a ',
  'donate.checkout.giving': 'Usted está donando ',
  'donate.checkout.cardDetails': '. Los datos de su tarjeta van directamente a Stripe.',
  'donate.checkout.change': 'Cambiar su donativo',
  'donate.gift.monthly': '{amount} al mes',
  'donate.gift.honour': 'en honor de {name}',
  'donate.gift.memory': 'en memoria de {name}',
  'donate.error.amountNumber': 'Escriba la cantidad como número, por ejemplo 25',
  'donate.error.amountRequired': 'Escriba una cantidad',
  'donate.error.amountMin': 'El donativo mínimo es de $1',
  'donate.error.amountMax': 'El donativo máximo en línea es de $100,000',
  'donate.error.amountCents': 'Use como máximo dos decimales (centavos)',
  'donate.error.nameRequired': 'Escriba su nombre completo',
  'donate.error.nameLength': 'Su nombre puede tener como máximo {max} caracteres',
  'donate.error.emailInvalid': 'Escriba un correo electrónico válido, como nombre@ejemplo.org',
  'donate.error.emailRequired': 'Escriba su correo electrónico',
  'donate.error.frequency': 'Elija una sola vez o cada mes',
  'donate.error.tribute': 'Elija en honor de, en memoria de o ninguno',
  'donate.error.tributeName': 'Escriba el nombre de la persona a quien dedica este donativo',
  'donate.error.tributeNameLength': 'El nombre puede tener como máximo {max} caracteres',
  'donate.error.tributeEmail':
    'Escriba un correo electrónico válido para avisar, como nombre@ejemplo.org',
  'donate.error.ui': 'Elija la página de pago integrada o la de Stripe',
  'donate.problem.notCharged': 'No se le ha hecho ningún cargo.',
  'donate.problem.offline':
    'Para donar necesita conexión a internet. Vuelva a conectarse e inténtelo de nuevo.',
  'donate.problem.network':
    'No pudimos comunicarnos con nuestro servidor. Revise su conexión e inténtelo de nuevo. {notCharged}',
  'donate.problem.invalid': 'Corrija los campos marcados, por favor.',
  'donate.problem.rateLimited':
    'Hubo demasiados intentos de donación desde esta conexión. Inténtelo de nuevo {wait}.',
  'donate.problem.fewMinutes': 'en unos minutos',
  'donate.problem.aMinute': 'en un minuto',
  'donate.problem.minutes': 'en {count} minutos',
  'donate.problem.serviceDown':
    'El servicio de pagos no responde en este momento. {notCharged} Inténtelo de nuevo en unos minutos.',
  'donate.problem.notConfigured':
    'Las donaciones todavía no están configuradas en este sitio, así que no se pueden recibir pagos con tarjeta.',
  'donate.problem.writeTo': 'Para donar de otra forma, escríbanos a ',
  'donate.problem.failed':
    'Algo salió mal de nuestro lado (error {status}). {notCharged} Inténtelo de nuevo.',
  'donate.thanks.title': '¡Gracias por su donativo!',
  'donate.notice.success':
    'Su donativo nos ayuda a rescatar comida y empacar cajas para los vecinos. Stripe le enviará su recibo por correo electrónico en breve.',
  'donate.notice.cancelled': 'Donación cancelada',
  'donate.notice.tryAgain':
    'No se le ha hecho ningún cargo. Puede volver a intentarlo abajo cuando quiera.',
  'donate.thanks.checking': 'Estamos confirmando su donativo con Stripe…',
  'donate.thanks.back': 'Volver al formulario de donación',
  'donate.thanks.incomplete': 'Su donativo no se completó',
  'donate.thanks.incompleteText':
    'No se le ha hecho ningún cargo. Puede volver a intentarlo cuando quiera.',
  'donate.thanks.giftOf': 'Su donativo de ',
  'donate.thanks.provides': ' ayuda a dar unas {meals} comidas (según la cifra de {source}).',
  'donate.thanks.providesMonthly':
    ' ayuda a dar unas {meals} comidas cada mes (según la cifra de {source}).',
  'donate.thanks.receipt': ' Stripe le enviará su recibo por correo electrónico en breve.',
  'donate.thanks.notFound': 'No encontramos este donativo',
  'donate.thanks.notFoundText':
    'Si se le hizo un cargo, Stripe ya le envió su recibo por correo electrónico.',
  'donate.thanks.network': 'No pudimos comunicarnos con nuestro servidor',
  'donate.thanks.networkText':
    'Revise su conexión y vuelva a cargar esta página para ver su donativo.',
  'donate.thanks.unchecked': 'No pudimos confirmar su donativo en este momento',
  'donate.thanks.uncheckedText':
    'Vuelva a cargar esta página en un minuto. Si se le hizo un cargo, Stripe ya le envió su recibo por correo electrónico.',
  'donate.record.title': 'Constancia de su donativo',
  'donate.record.receivedBy': 'Recibido por',
  'donate.record.taxId': 'Registro fiscal',
  'donate.record.frequency': 'Frecuencia',
  'donate.record.monthly': 'Mensual',
  'donate.record.noGoods': 'No se entregaron bienes ni servicios a cambio de esta contribución.',
  'donate.record.keep':
    'Guarde esta constancia con el recibo que Stripe le envía por correo: juntos son el reconocimiento por escrito que pide el IRS.',
  'donate.record.print': 'Imprimir esta constancia',
  'donate.manage.button': 'Administrar su donativo mensual',
  'donate.manage.opening': 'Abriendo la página de su donativo en Stripe…',
  'donate.manage.help':
    'Detenga, pause o cambie la tarjeta de su donativo en la página segura de Stripe.',
  'donate.manage.incomplete':
    'Este donativo no está completo, así que todavía no hay un donativo mensual que administrar.',
  'donate.manage.notMonthly': 'Este fue un donativo único: no hay nada que administrar.',
  'donate.manage.tooOld':
    'Esta página de agradecimiento tiene más de un día, así que ya no puede abrir la página de su donativo.',
  'donate.manage.loginLink': 'Reciba por correo un enlace a su donativo',
  'donate.manage.unavailable':
    'No pudimos abrir la página de su donativo mensual en este momento. Escriba a {email} y lo cambiaremos o detendremos por usted.',
  'donate.manage.writeTo': 'Para cambiar o detener su donativo, escriba a {email}.',
  'donate.manage.already': '¿Ya dona cada mes? ',
  'donate.manage.alreadyLink': 'Administre su donativo',
}
