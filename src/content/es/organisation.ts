import { organisation as english } from '../organisation'
import type { Twin } from './twin'

/**
 * The collective's facts with its descriptive sentences in Spanish. The facts are spread from the
 * English module, which every page loads anyway (the layout reads it), so they are kept once.
 */
export const organisation: Twin<typeof english> = {
  ...english,
  tagline: 'Rescatamos buena comida y la compartimos con nuestros vecinos.',
  description:
    'Un colectivo comunitario que rescata comida sobrante y la dona a vecinos que la necesitan. Nuestros voluntarios empacan cajas todos los domingos a las 3 p.m.',
  taxStatus:
    'Harvest Share Collective es una organización sin fines de lucro 501(c)(3) registrada.',
  meetingTime: 'todos los domingos a las 3 p.m.',
}
