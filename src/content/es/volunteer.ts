import type { volunteerSession as english } from '../volunteer'
import type { Twin } from './twin'

/**
 * What a volunteer needs to know about the Sunday packing session, in Spanish. The weekly rule,
 * the map position and the number of sessions listed are the English module's (the twins test
 * fails while they differ).
 */
export const volunteerSession: Twin<typeof english> = {
  title: 'Sesión de empaque del domingo',
  rule: { weekday: 0, time: '15:00', durationMinutes: 120, timeZone: 'America/Los_Angeles' },
  ruleText: 'Todos los domingos, de 3 a 5 p.m. (hora de California)',
  duration: 'Dos horas. Venga a toda la sesión o solo a la primera hora; las dos cosas ayudan.',
  placeText:
    'Salón comunitario, puerta lateral bajo el toldo verde. Pregunte por la persona a cargo del turno.',
  location: { latitude: 33.975, longitude: -117.38 },
  wear: [
    'Zapatos cerrados (levantamos cajas y pasan carritos).',
    'Ropa que se pueda ensuciar un poco; nosotros le damos delantal y guantes.',
  ],
  bring: [
    'Una botella de agua.',
    'Nada más: no necesita experiencia ni herramientas, le enseñamos ese mismo día.',
  ],
  ageRules: [
    'A partir de los 16 años se puede ser voluntario sin acompañante.',
    'Los jóvenes de 10 a 15 años son bienvenidos si vienen con su padre, madre o tutor.',
    'Por seguridad, los menores de 10 años no pueden participar en la línea de empaque.',
  ],
  accessibility: [
    'Sin escalones: una rampa en la puerta lateral y ningún escalón adentro.',
    'Mesas de empaque para trabajar sentado, para quien no pueda estar mucho tiempo de pie.',
    'Un baño accesible en la planta baja.',
    'Estacionamiento gratis en Orchard Lane y en el estacionamiento del salón los domingos.',
  ],
  upcomingCount: 8,
}
