import type { home as english } from '../en/home'
import type { Twin } from '../twin'

/** Spanish twin of en/home.ts. */
export const home: Twin<typeof english> = {
  'home.taglinePrefix': 'Llevamos esperanza con',
  'home.tagline.groceries': 'alimentos',
  'home.tagline.compassion': 'compasión',
  'home.tagline.community': 'comunidad',
  'home.tagline.dignity': 'dignidad',
  'home.tagline.care': 'cariño',
  'home.tagline.solidarity': 'solidaridad',
  'home.taglineSpoken':
    'Llevamos esperanza con alimentos, compasión, comunidad, dignidad, cariño y solidaridad.',
  'home.headline.donation': 'Donación de alimentos',
  'home.headline.mutualAid': 'Ayuda mutua',
  'home.headline.rescue': 'Rescate de alimentos',
  'home.headlineSpoken': 'Donación de alimentos, ayuda mutua, rescate de alimentos.',
  'home.title': '¡No mire hacia otro lado, done hoy!',
  'home.lead':
    '{tagline} Nuestros voluntarios empacan cajas de comida rescatada {time}, y todos son bienvenidos a la mesa.',
  'home.playText': 'Reanudar la animación del texto',
  'home.pauseText': 'Pausar la animación del texto',
  'home.needFood': '¿Necesita comida? Obtenga ayuda',
  'home.highlights': 'Destacados',
  'home.mission.tag': 'Nuestra misión',
  'home.mission.title': 'La buena comida es para la gente, no para la basura',
  'home.mission.intro':
    'Desde hace más de cinco años, {name} rescata comida sobrante de tiendas, panaderías y granjas y la comparte con los vecinos que la necesitan. Nuestra fundadora, {founder}, lo empezó en {year} con una camioneta prestada y una panadería que dijo que sí. Hoy nuestros voluntarios se reúnen {time} para empacar y donar cajas de comida, y todos son bienvenidos a la mesa.',
  'home.about.tag': 'Quiénes somos',
  'home.about.title': 'Un colectivo de vecinos, para los vecinos',
  'home.about.text':
    '{name} no es un almacén ni una fila. Es un salón en Orchard Lane, unas cuantas camionetas, dos refrigeradores comunitarios y una mesa larga donde quienes alguna vez recibieron una caja ahora empacan una. Recibimos lo que las tiendas no pueden vender, lo revisamos y lo compartimos esa misma semana.',
  'home.about.point1':
    'Frutas y verduras frescas, pan y productos básicos rescatados de tiendas y granjas locales',
  'home.about.point2': 'Cajas empacadas según lo que necesita cada hogar, sin olvidar las alergias',
  'home.about.point3':
    'Refrigeradores comunitarios abiertos día y noche: tome lo que necesite, deje lo que pueda',
  'home.moreAboutUs': 'Conozca más sobre nosotros',
  'home.voices.intro':
    'Aquí el apoyo va en ambos sentidos. Vecinos que vinieron por una caja, voluntarios que se quedaron por la compañía y familias que ahora empacan para otros cuentan lo que el colectivo significa para ellos.',
  'home.voices.slider': 'Tarjetas de testimonios',
  'home.causes.title': 'Causas populares',
  'home.causes.intro':
    'Seis maneras de llevar comida rescatada, y los medios para compartirla, a más mesas.',
  'home.causes.slider': 'Tarjetas de causas',
  'home.campaigns.tag': 'Campañas destacadas',
  'home.campaigns.title': 'Campañas que lo necesitan ahora',
  'home.campaigns.progress': 'Avance',
  'home.cta.title': 'Sea la razón por la que un vecino coma bien esta noche',
  'home.cta.text':
    'Con $35 se llena una caja de emergencia. Una tarde de trabajo, {time}, empaca doscientas.',
  'home.cta.join': 'Únase a nuestro equipo',
  'home.feedback.tag': 'Opiniones',
  'home.feedback.title': 'En sus propias palabras',
  'home.feedback.slider': 'Citas de opiniones',
  'home.facts.title': 'El colectivo en números',
  'home.target.tag': 'Nuestra meta',
  'home.target.title': 'Nada de buena comida desperdiciada, ningún vecino con hambre',
  'home.target.text1':
    'Cada semana, tiendas y granjas cercanas tiran comida que podría alimentar a cientos de familias, mientras algunas de esas familias se saltan comidas a fin de mes. Cerramos esa brecha caja por caja: la rescatamos, la clasificamos, la compartimos y hacemos composta con lo que sobra.',
  'home.target.text2':
    'Nuestro objetivo es fácil de decir y difícil de lograr: que nadie al alcance de nuestras camionetas se quede sin una buena comida, y que nada que se pueda comer termine en el basurero.',
  'home.becomeVolunteer': 'Hágase voluntario',
  'home.partners.title': 'Tiendas, granjas y donantes que comparten con nosotros',
  'home.events.tag': 'Participe',
  'home.events.intro':
    'Empacar una caja, cosechar un árbol, cocinar una comida: en cada uno hay un lugar para usted.',
  'home.events.slider': 'Tarjetas de eventos',
  'home.events.all': 'Ver todos los eventos',
  'home.team.all': 'Conozca a todo el equipo',
  'home.posts.tag': 'Del blog',
  'home.posts.title': 'Historias del colectivo',
  'home.posts.all': 'Leer el blog',
  'home.photos.title': 'Los domingos en el colectivo',
  'home.photos.onInstagram': ' (en Instagram, se abre en una pestaña nueva)',
  'home.promo.label': 'Sesiones de empaque de los domingos',
  'home.promo.join': 'Venga a una sesión del domingo',
}
