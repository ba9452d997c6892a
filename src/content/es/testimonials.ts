import type { Testimonial, TestimonialRole } from '../testimonials'

/**
 * The Spanish label of each way a voice describes itself. Testimonial.role keeps the English
 * value, which is the role's key; a Spanish page shows this label instead. Spanish nouns have a
 * gender and a role is shared by women and men, so the labels give both endings.
 */
export const roleLabels: Readonly<Record<TestimonialRole, string>> = {
  Volunteer: 'Voluntario/a',
  Neighbour: 'Vecino/a',
  'Neighbour, now a volunteer': 'Vecino/a, ahora voluntario/a',
}

/**
 * The six community voices in Spanish; authors and roles keep their English values (see
 * roleLabels).
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'testimonial-1',
    quote:
      'Vine por una caja la semana que me recortaron las horas. Nadie me hizo sentir menos. Ahora soy yo la que reparte las cajas los domingos, y me aseguro de que nadie se sienta menos tampoco.',
    author: 'Rosa D.',
    role: 'Neighbour, now a volunteer',
  },
  {
    id: 'testimonial-2',
    quote:
      'Tres horas un domingo, una mesa llena de cajas y un salón lleno de gente que nunca habría conocido de otra forma. Es lo mejor de mi semana.',
    author: 'Kevin A.',
    role: 'Volunteer',
  },
  {
    id: 'testimonial-3',
    quote:
      'El refrigerador de Orchard Lane ayudó a mis hijos a llegar al fin de cada mes el invierno pasado. Fruta fresca, leche, pan. Parece poco. No lo fue.',
    author: 'Denise W.',
    role: 'Neighbour',
  },
  {
    id: 'testimonial-4',
    quote:
      'Hago la recolección de la panadería los martes antes del trabajo. Cuarenta panes que habrían ido a la basura están en la mesa de alguien a la hora de la comida.',
    author: 'Marcus L.',
    role: 'Volunteer',
  },
  {
    id: 'testimonial-5',
    quote:
      'Nos preguntaron qué comida nos gusta de verdad y se acordaron de que mi hijo no puede comer nueces. Ahí supe que esto era diferente.',
    author: 'Amina S.',
    role: 'Neighbour',
  },
  {
    id: 'testimonial-6',
    quote:
      'Después de la clase de cocina dejé de tenerles miedo a las verduras de la caja. Ahora yo mismo doy la sesión en español.',
    author: 'Luis P.',
    role: 'Neighbour, now a volunteer',
  },
]
