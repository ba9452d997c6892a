import { foodHelp as english } from '../food-help'
import { foodHelpScheduleText } from './food-help-schedule-text'
import type { Twin } from './twin'

/**
 * What a neighbour who needs food must know, in Spanish. The schedule, the map position and the
 * phone numbers come from the English module, so a corrected fact is corrected once.
 */
export const foodHelp: Twin<typeof english> = {
  ...english,
  scheduleText: foodHelpScheduleText,
  placeText: 'Puerta lateral del salón comunitario, bajo el toldo verde.',
  gettingThere: [
    'En autobús: ruta 1 de RTA hasta University Ave y Orchard Lane, y luego 3 minutos a pie.',
    'Estacionamiento: gratis en Orchard Lane y en el estacionamiento del salón los domingos.',
    'Sin escalones: hay una rampa en la puerta lateral y no hay escalones adentro.',
  ],
  whoCanCome: [
    'Cualquier persona que necesite comida. No tiene que vivir en Riverside.',
    'No necesita identificación ni comprobante de ingresos.',
    'No hay que inscribirse. Solo venga.',
    'También puede recoger comida para un vecino o un familiar.',
  ],
  whatToBring: 'Solo traiga una bolsa, si tiene. Sin identificación ni formularios.',
  boxContents: [
    'Frutas y verduras frescas',
    'Pan',
    'Leche, huevos o queso cuando hay',
    'Arroz, frijoles, pasta y latas',
    'Carne o pescado algunas semanas',
  ],
  dietaryNeeds:
    'Avísele a un voluntario si es vegetariano, come halal o kosher, tiene alguna alergia o necesita comida blanda. Cambiamos productos siempre que podemos. Las etiquetas indican qué contiene cada paquete.',
  otherHelp: [
    {
      ...english.otherHelp[0],
      what: 'Ayuda con comida, vivienda y cuentas, cualquier día y a cualquier hora.',
    },
    {
      ...english.otherHelp[1],
      name: 'Beneficios de comida CalFresh (SNAP)',
      what: 'Dinero para comprar comida cada mes. Pregunte si usted califica.',
    },
    {
      ...english.otherHelp[2],
      what: 'Comida y apoyo para personas embarazadas, bebés y niños menores de 5 años.',
    },
  ],
}

/** The subject the "is something here wrong?" link fills in (letters and spaces only). */
export const foodHelpCorrectionSubject = 'Corrección a la página Obtener ayuda'
