import type { impact as english } from '../en/impact'
import type { Twin } from '../twin'

/** Spanish twin of en/impact.ts. */
export const impact: Twin<typeof english> = {
  'page./impact.description':
    'Reportes semanales de donaciones: las libras de comida rescatada que compartimos con nuestros vecinos, mes a mes.',
  'impact.pounds': '{pounds} lb',
  'impact.loading': 'cargando',
  'impact.retry': 'Reintentar',
  'impact.retrying': 'Intentando de nuevo…',
  'impact.glance.title': 'De un vistazo',
  'impact.glance.latest': 'Última semana',
  'impact.glance.change': 'Cambio respecto a la semana anterior',
  'impact.glance.firstWeek': 'Primera semana',
  'impact.glance.sameAsBefore': 'Igual que la semana anterior',
  'impact.glance.yearSoFar': 'En lo que va de {year}',
  'impact.glance.thisYear': 'En lo que va del año',
  'impact.glance.about': 'Aproximadamente',
  'impact.glance.meals': '{meals} comidas',
  'impact.glance.perMeal': 'a {perMeal} lb por comida',
  // The time ends in "p.m.", so it is not the last word before a full stop.
  'impact.glance.asOf': 'Cifras al {date} (consultadas el {checked}).',
  'impact.glance.saved': 'Guardadas en este dispositivo para usarlas sin conexión.',
  'impact.glance.notSaved': 'No están guardadas para usarlas sin conexión.',
  'impact.intro.imageAlt':
    'Voluntarios pesando cajas de verduras rescatadas junto a una gráfica que crece semana a semana',
  'impact.intro.tag': 'Registro semanal de donaciones',
  'impact.intro.title': 'Seguimos nuestro impacto colectivo semana a semana',
  'impact.intro.since':
    'Desde {month} registramos, semana a semana, cada libra de comida que nuestros voluntarios rescatan y donan, junto con una organización nacional de rescate de alimentos. Cada domingo a las 3 p.m. se empacan, se pesan y se reparten las cajas entre los vecinos, y las cifras de abajo crecen.',
  'impact.intro.track':
    'Registramos, semana a semana, cada libra de comida que nuestros voluntarios rescatan y donan, junto con una organización nacional de rescate de alimentos. Cada domingo a las 3 p.m. se empacan, se pesan y se reparten las cajas entre los vecinos, y las cifras de abajo crecen.',
  'impact.intro.share':
    'Cada libra es comida que alimentó a una familia en lugar de terminar en un basurero. Ayude a {shortName} a llegar a más vecinos: comparta nuestra misión con las personas que conoce.',
  'impact.share.title': 'Nuestro impacto | {name}',
  'impact.share.text':
    'Vea cuántas libras de comida rescatada ha compartido {name} con los vecinos, semana a semana.',
  'impact.share.button': 'Compartir nuestro impacto',
  'impact.share.copied': 'Enlace copiado. Péguelo donde quiera para compartir nuestro impacto.',
  'impact.share.copyThis': 'Copie este enlace para compartir nuestro impacto: {url}',
  'impact.status.loading': 'Cargando los reportes semanales…',
  'impact.status.live':
    'Se actualiza cada semana con nuestros reportes de los domingos: {count} hasta ahora.',
  // No full stop: the date and time end in "p.m." or "a.m.".
  'impact.status.lastUpdated': 'Última actualización: {date}',
  'impact.status.offline': 'No tiene conexión: estas son las cifras guardadas en este dispositivo.',
  'impact.status.unreachable':
    'No pudimos consultar los reportes en este momento: estas son las cifras guardadas en este dispositivo.',
  'impact.status.sample': 'Datos de ejemplo',
  'impact.status.sampleText':
    'Cifras de ejemplo, que se muestran hasta que conectemos nuestros propios reportes semanales.',
  'impact.error.title': 'No pudimos cargar los reportes de donaciones.',
  'impact.error.offline':
    'No tiene conexión y este dispositivo todavía no tiene una copia guardada. Conéctese a internet e inténtelo de nuevo.',
  'impact.error.noAnswer':
    'El servicio de reportes no respondió. Inténtelo de nuevo en un momento.',
  'impact.total.title': 'Progreso total de donaciones',
  'impact.total.before': 'Progreso total de donaciones:',
  'impact.total.after': 'lb donadas hasta ahora...',
  'impact.timeline.empty': 'Todavía no hay reportes mensuales.',
  'impact.timeline.hint':
    'Desplácese hacia los lados, o seleccione la línea de tiempo y use las flechas, Inicio y Fin.',
  'impact.timeline.earlier': 'Meses anteriores',
  'impact.timeline.later': 'Meses siguientes',
  'impact.timeline.label': 'Libras donadas, mes a mes',
  'impact.timeline.reports': '{count} {{reporte semanal|reportes semanales}}',
  'impact.timeline.latest': 'Mes más reciente',
  'impact.breakdown.tag': 'De dónde vienen las libras',
  'impact.breakdown.title': 'Lo que rescatamos, por categoría',
  'impact.breakdown.intro':
    'Cada reporte semanal cuenta ocho tipos de comida, desde frutas y verduras frescas o recolectadas hasta arroz, frijoles y comidas preparadas. Juntos suman el total de arriba.',
  'impact.chart.title': 'Libras donadas por categoría de alimento',
  'impact.chart.table': 'Ver estas cifras en una tabla',
  'impact.chart.category': 'Categoría',
  'impact.chart.pounds': 'Libras',
  'impact.chart.share': 'Porcentaje',
  'impact.chart.total': 'Total',
  'impact.category.produce': 'Frutas y verduras frescas',
  'impact.category.meat': 'Carne',
  'impact.category.dairy': 'Lácteos',
  'impact.category.grocerySelfStable': 'Abarrotes no perecederos',
  'impact.category.baked': 'Pan y repostería',
  'impact.category.prepared': 'Comidas preparadas',
  'impact.category.riceAndBeans': 'Arroz y frijoles',
  'impact.category.gleanersProduce': 'Frutas y verduras recolectadas',
  'impact.volunteer.tag': 'Forme parte de las cifras',
  'impact.volunteer.title': 'Empaque con nosotros el domingo',
  'impact.volunteer.text':
    'Los voluntarios se reúnen {meetingTime} para clasificar, pesar y empacar cajas de comida rescatada. Cada caja que usted empaque se cuenta en el reporte de la próxima semana. No necesita experiencia.',
  'impact.volunteer.button': 'Hágase voluntario',
  'impact.partners.title': 'La comida viene de nuestros aliados',
  'impact.cta.text':
    'Cada dólar nos ayuda a rescatar más comida y a llegar a más vecinos cada semana.',
}
