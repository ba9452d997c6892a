import type { pages as english } from '../en/pages'
import type { Twin } from '../twin'

/** Spanish twin of en/pages.ts. */
export const pages: Twin<typeof english> = {
  'pages.about.since': 'Desde {year}',
  'pages.about.title': 'Vecinos que alimentan a vecinos',
  'pages.about.valuesTag': 'Lo que defendemos',
  'pages.about.valuesTitle': 'Nuestros cinco valores',
  'pages.about.valuesIntro':
    'Cinco palabras a las que volvemos cada vez que tenemos que decidir algo.',
  'pages.about.whyTag': 'Por qué lo hacemos',
  'pages.about.whyTitle': 'Misión, visión y valores',
  'pages.about.mission': 'Misión',
  'pages.about.vision': 'Visión',
  'pages.about.values': 'Valores',
  'pages.causes.tag': 'A dónde va su donativo',
  'pages.causes.title': 'Casos recientes',
  'pages.causes.intro':
    'Seis proyectos que sus donativos mantienen en marcha, desde verduras rescatadas hasta una voz en la alcaldía.',
  'pages.cause.others': 'Otras causas',
  'pages.cause.funded': 'Financiado',
  'pages.cause.raisedOf': '{raised} recaudados de {goal}',
  'pages.cause.goal': 'Meta',
  'pages.cause.raised': 'Recaudado',
  'pages.cause.writtenBy': 'Escrito por',
  'pages.cause.donateTo': ' para {title}',
  'pages.events.tag': 'Acompáñenos',
  'pages.events.title': 'Próximos eventos',
  'pages.events.intro':
    'Sesiones de empaque, repartos de comida, días de cosecha y clases. Todos son bienvenidos, no se necesita experiencia.',
  'pages.events.past': 'Eventos pasados',
  'pages.events.volunteer': 'Venga a una sesión de empaque del domingo',
  'pages.event.passed': 'Este evento ya pasó',
  'pages.event.more': 'Más eventos',
  'pages.event.info': 'Información del evento',
  'pages.event.start': 'Empieza',
  'pages.event.end': 'Termina',
  'pages.event.organisation': 'Organización',
  'pages.team.tag': 'Nuestro equipo',
  'pages.team.title': 'Las personas detrás de las cajas',
  'pages.team.intro':
    'Una fundadora y un grupo de voluntarios que dedican sus domingos, mañanas y tardes a rescatar comida y compartirla.',
  'pages.member.onLinkedIn': '{name} en LinkedIn',
  'pages.member.description': '{name}, {role} en el colectivo: {about}',
  'pages.member.about': 'Sobre mí',
  'pages.testimonials.tag': 'Testimonios',
  'pages.testimonials.title': 'Voces de la comunidad',
  'pages.testimonials.intro':
    'Voluntarios y vecinos, y muchos que son las dos cosas, cuentan lo que el colectivo significa para ellos.',
  'page./about.description':
    'Cómo un grupo que rescataba comida los domingos se convirtió en un colectivo comunitario que comparte comida sobrante con los vecinos.',
  'page./causes.description':
    'Casos recientes: las seis causas que financian sus donativos, desde verduras rescatadas y huertos urbanos hasta cajas de comida de emergencia.',
  'page./events.description':
    'Sesiones de empaque, colectas de alimentos y comidas comunitarias en las que puede participar.',
  'page./team.description':
    'Conozca a la fundadora y a los voluntarios que rescatan, empacan y reparten comida cada semana.',
  'page./testimonials.description':
    'Voluntarios y vecinos cuentan en sus propias palabras lo que es el colectivo.',
  'page./donate.description':
    'Apoye a nuestra comunidad: cada dólar ayuda a rescatar comida y empacar cajas para los vecinos.',
  'page./donation-thanks.description':
    'Gracias por apoyar al colectivo: su donativo, tal como lo registró Stripe.',
}
