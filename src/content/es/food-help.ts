import type { foodHelp as english } from '../food-help'
import { foodHelpScheduleText } from './food-help-schedule-text'
import type { Twin } from './twin'

/**
 * What a neighbour who needs food must know, in Spanish. The facts (schedule, place on the map,
 * phone numbers) are the English module's, to be confirmed and corrected in both files at once:
 * the twins test fails while they differ.
 */
export const foodHelp: Twin<typeof english> = {
  schedule: { weekday: 0, time: '15:00', durationMinutes: 120, timeZone: 'America/Los_Angeles' },
  scheduleText: foodHelpScheduleText,
  placeText: 'Puerta lateral del salón comunitario, bajo el toldo verde.',
  location: { latitude: 33.975, longitude: -117.38 },
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
      name: '211 Riverside County',
      what: 'Ayuda con comida, vivienda y cuentas, cualquier día y a cualquier hora.',
      phone: '211',
    },
    {
      name: 'Beneficios de comida CalFresh (SNAP)',
      what: 'Dinero para comprar comida cada mes. Pregunte si usted califica.',
      phone: '1-877-847-3663',
    },
    {
      name: 'WIC',
      what: 'Comida y apoyo para personas embarazadas, bebés y niños menores de 5 años.',
      phone: '1-888-942-2229',
    },
  ],
}

/**
 * The subject the "is something here wrong?" link fills in (letters and spaces only).
 */
export const foodHelpCorrectionSubject: string = 'Corrección a la página Obtener ayuda'
