import type { privacy as english } from '../en/privacy'
import type { Twin } from '../twin'

/** Spanish twin of en/privacy.ts. */
export const privacy: Twin<typeof english> = {
  'page./privacy.description':
    'Qué guarda el sitio de Harvest Share Collective en su dispositivo, por qué, por cuánto tiempo y cómo borrarlo.',
  'privacy.stored.title': 'Qué guarda este sitio en su dispositivo, y por qué',
  'privacy.stored.intro':
    'El sitio funciona sin conexión, así que guarda algunas cosas en el almacenamiento de este navegador (IndexedDB). Se quedan en este dispositivo: nosotros no las recibimos y no se comparten con nadie.',
  'privacy.stored.cart': 'Su carrito, su lista de deseos y su lista para comparar',
  'privacy.stored.cartText': ': los productos que eligió, para que sigan ahí cuando regrese.',
  'privacy.stored.orders': 'Sus pedidos',
  'privacy.stored.ordersText':
    ': lo que pidió y su precio, para que la página del pedido pueda mostrarlo. No se guarda ninguna dirección ni datos de tarjeta. Solo se guardan sus últimos {count} pedidos, cada uno por {days} días como máximo.',
  'privacy.stored.signups': 'Inscripciones de voluntariado',
  'privacy.stored.signupsText':
    ': el nombre, el correo electrónico o teléfono, las sesiones y la nota de una inscripción hecha en este dispositivo, para poder enviarla sin señal y mostrarla con la opción de cancelarla. Cada una se borra dos días después de su última sesión, una vez enviados sus mensajes.',
  'privacy.stored.messages': 'Mensajes de contacto',
  'privacy.stored.messagesText':
    ': un mensaje que usted escribe se guarda aquí hasta que se envía, para que nada se pierda sin señal. Una vez enviado, solo se guarda su asunto, durante {days} días, para mostrarlo como enviado. Un mensaje que no se pudo enviar se queda hasta que usted lo reenvíe o lo descarte (como máximo los últimos {max}).',
  'privacy.stored.reports': 'Reportes de impacto y calendario de voluntariado',
  'privacy.stored.reportsText':
    ': las últimas cifras de donaciones y sesiones de empaque que se cargaron, para que esas páginas funcionen sin conexión. No contienen datos personales.',
  'privacy.stored.site': 'El sitio mismo',
  'privacy.stored.siteText':
    ': sus páginas, imágenes y código, que guarda el service worker para que el sitio abra sin señal. No contienen datos personales.',
  'privacy.stored.settings': 'Algunas preferencias',
  'privacy.stored.settingsText':
    ' (almacenamiento local): el idioma que eligió, si cerró la oferta de leer en español o el aviso para instalar, si ya se mostró el aviso de "listo para funcionar sin conexión" y el número del ícono del carrito; y, solo durante esta visita (almacenamiento de sesión), si ya se mostró la ventana de bienvenida.',
  'privacy.sent.title': 'Qué sale de su dispositivo',
  'privacy.sent.text':
    'Solo lo que usted envía: un mensaje de contacto, una inscripción de voluntariado o su cancelación llega a nuestro servicio de correo cuando usted lo envía, y una donación con tarjeta o un pago de la tienda llega a Stripe, nuestro proveedor de pagos, cuando usted paga. El sitio no usa cookies ni herramientas de analítica o de publicidad.',
  'privacy.delete.title': 'Borrar mis datos de este dispositivo',
  'privacy.delete.checking': 'Revisando qué hay guardado en este dispositivo…',
  'privacy.delete.nothingStored': 'Por ahora no hay nada suyo guardado en este dispositivo.',
  'privacy.delete.storedNow': 'Guardado ahora en este dispositivo:',
  'privacy.delete.nothingDeleted':
    'No había nada que borrar: no había nada suyo guardado en este dispositivo.',
  'privacy.delete.deleted': 'Se borró de este dispositivo:',
  'privacy.delete.failed':
    'No se pudieron borrar sus datos. Vuelva a cargar la página e inténtelo de nuevo.',
  'privacy.delete.question': '¿Borrar mis datos de este dispositivo?',
  'privacy.delete.explain':
    'Esto vacía su carrito, su lista de deseos y su lista para comparar, y borra de este navegador sus pedidos, inscripciones de voluntariado, mensajes de contacto (incluso los que aún no se han enviado) y los reportes de impacto y el calendario de voluntariado guardados. No se puede deshacer.',
  'privacy.delete.confirm': 'Borrar',
  'privacy.count.cart': '{count} {{artículo|artículos}} en el carrito',
  'privacy.count.wishlist': '{count} {{producto|productos}} en la lista de deseos',
  'privacy.count.compare': '{count} {{producto|productos}} en la lista para comparar',
  'privacy.count.order': '{count} {{pedido|pedidos}}',
  'privacy.count.message': '{count} {{mensaje|mensajes}} de contacto',
  'privacy.count.signup': '{count} {{inscripción|inscripciones}} de voluntariado',
  'privacy.count.saved':
    '{count} {{copia guardada|copias guardadas}} de los reportes de impacto {{o|y}} del calendario de voluntariado',
}
