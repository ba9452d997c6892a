import type { Cause } from '../causes'
import { contentImage } from '../image'
import { fundedPercent } from '../progress'

const causeContent: readonly Omit<Cause, 'progress'>[] = [
  {
    id: 'cause-1',
    slug: 'Sustainable-Food',
    title: 'Comida sostenible para cada mesa',
    category: 'Nutrición',
    image: contentImage(
      'causes/sustainable-food.svg',
      'Un plato de sopa de verduras junto a una caja de frutas y verduras rescatadas',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 195000,
    authorName: 'Maya Thompson',
    summary:
      'Convertimos verduras rescatadas en cajas de comida fresca y balanceada, para que un presupuesto apretado nunca signifique un frutero vacío.',
    body: [
      'Casi todo lo que rescatamos es fresco: cajas de verduras de hoja, zanahorias y cítricos que las tiendas ya no pueden vender pero que están perfectamente buenos para comer. Esta causa paga el almacenamiento en frío, las cajas y la gasolina que llevan esos productos de la puerta trasera de una tienda a la cocina de una familia en menos de un día.',
      'Cada caja que empacamos el domingo por la tarde la balancea un voluntario con una lista: algo verde, algo anaranjado, una proteína, un básico como arroz o frijoles, y pan de nuestras panaderías aliadas. Las familias nos dicen qué alimentos no pueden comer, y nosotros lo recordamos.',
      'Su donación mantiene funcionando nuestros dos refrigeradores, compra los productos básicos que casi nunca llegan como sobrantes y paga las bolsas térmicas que mantienen la comida fresca en una ruta de entregas en verano.',
    ],
  },
  {
    id: 'cause-2',
    slug: 'Urban-Food-Gardens',
    title: 'Huertos urbanos en lotes baldíos',
    category: 'Seguridad alimentaria',
    image: contentImage(
      'causes/urban-food-gardens.svg',
      'Una cama de cultivo con tomates, verduras de hoja y zanahorias en un lote de la ciudad',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 225000,
    authorName: 'Samuel Mensah',
    summary:
      'Construimos camas de cultivo en terrenos prestados para que los vecinos puedan cultivar tomates, verduras y hierbas a unos pasos de su casa.',
    body: [
      'La seguridad alimentaria no es solo rescatar comida; también es poder cultivar algo uno mismo. Tenemos tres huertos con camas de cultivo en lotes que nos prestaron una iglesia, una escuela y un dueño que se cansó de la maleza, y una lista de espera de vecinos que quieren su propia cama.',
      'Cada cama nueva cuesta unos $180 en madera, tierra y riego por goteo. Los hortelanos se quedan con lo que cultivan, y lo que sobra de cada cosecha va directo a las cajas del domingo y al refrigerador comunitario.',
      'Esta causa paga cuatro camas más, una bodega de herramientas con un candado cuya clave todos conocen, y plántulas que cultivan nuestros voluntarios con semillas donadas por viveros locales.',
    ],
  },
  {
    id: 'cause-3',
    slug: 'Nutrition-Education',
    title: 'Educación en nutrición que empieza en la cocina',
    category: 'Educación',
    image: contentImage(
      'causes/nutrition-education.svg',
      'Una pila de libros de recetas con una manzana roja encima, junto a un montón de fruta',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 255000,
    authorName: 'Priya Raman',
    summary:
      'Clases de cocina prácticas y gratis que convierten una caja con lo que se rescató esta semana en comidas que una familia de verdad quiere comer.',
    body: [
      'Una caja de comida rescatada solo sirve si uno sabe qué hacer con un repollo entero y seis camotes. Nuestras clases mensuales, a cargo de voluntarios que cocinan profesionalmente, empiezan con la caja de la semana y terminan con la cena en la mesa.',
      'Las clases son en inglés y en español, los niños son bienvenidos y todos se van a casa con tarjetas de recetas, lo que sobró y algunos básicos para la alacena. Nada de sermones sobre lo que la gente debería comer; solo buena comida, cocinada entre todos.',
      'Su apoyo paga la renta de la cocina comunitaria, los ingredientes que completan una receta, las tarjetas de recetas impresas y el cuidado de niños durante las sesiones de la tarde.',
    ],
  },
  {
    id: 'cause-4',
    slug: 'Emergency-Food-Assistance',
    title: 'Comida de emergencia en menos de un día',
    category: 'Apoyo comunitario',
    image: contentImage(
      'causes/emergency-food-assistance.svg',
      'Una caja de donación con pan, zanahorias y otros productos frescos, junto a una canasta de pan',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 285000,
    authorName: 'Tom Henley',
    summary:
      'Cajas de comida el mismo día para vecinos en una crisis repentina: un trabajo perdido, un cheque atrasado, un refrigerador descompuesto o un bebé recién nacido.',
    body: [
      'El hambre no espera al domingo. Cuando alguien nos llama o nos escribe en medio de una crisis, un chofer voluntario le lleva una caja de comida a su puerta ese mismo día, sin formularios y sin más preguntas que si hay alergias y cuántas personas viven en la casa.',
      'Siempre tenemos veinte cajas de emergencia empacadas y listas: productos básicos que no se echan a perder, una bolsa de frutas y verduras frescas del refrigerador, comida para bebé y pañales cuando hacen falta, y una lista de servicios locales para las semanas que vienen.',
      'Esta causa mantiene llenas esas veinte cajas y paga la gasolina de los choferes. Llenar una caja de emergencia nos cuesta unos $35.',
    ],
  },
  {
    id: 'cause-5',
    slug: 'Zero-Waste-Food',
    title: 'Cero desperdicio: la buena comida no va a la basura',
    category: 'Sostenibilidad',
    image: contentImage(
      'causes/zero-waste-food.svg',
      'Un bote verde de composta con el símbolo de reciclaje y restos de fruta, junto a una cama de cultivo',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 165000,
    authorName: 'Jonah Weiss',
    summary:
      'Recogemos todos los días los sobrantes de panaderías, tiendas y granjas, y hacemos composta con lo poco que de verdad no se puede comer.',
    body: [
      'Tirar comida buena es desperdiciar dos veces: la comida misma y el agua, el trabajo y el combustible que costó cultivarla. Nuestras rutas de recolección pasan cada semana por once tiendas, dos panaderías y un mercado de agricultores, y se llevan todo lo que se puede comer sin riesgo.',
      'Lo que no podemos compartir, como fruta muy golpeada y recortes de verduras, va a nuestras composteras del huerto y regresa como tierra para las camas de cultivo. El año pasado, menos del dos por ciento de lo que recogimos terminó en el relleno sanitario.',
      'Su donación paga cajas reutilizables, un fondo para una camioneta refrigerada de segunda mano y las composteras que cierran el ciclo.',
    ],
  },
  {
    id: 'cause-6',
    slug: 'Policy-Change-Food-Insecurity',
    title: 'Cambiar las políticas para acabar con la inseguridad alimentaria',
    category: 'Defensa de derechos',
    image: contentImage(
      'causes/policy-change-food-insecurity.svg',
      'Un edificio municipal con un globo de diálogo que contiene un corazón rojo',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 105000,
    authorName: 'Rosa Delgado',
    summary:
      'Llevamos la voz de las personas a las que alimentamos a la alcaldía, para que menos familias necesiten una caja de comida.',
    body: [
      'Rescatar comida alimenta a la gente hoy; una política justa la alimenta para siempre. Apoyamos a los vecinos que quieren hablar en las juntas del concejo municipal sobre la comida escolar, los retrasos en los beneficios y las reglas que impiden que las tiendas donen comida.',
      'Publicamos lo que aprendemos de nuestros propios registros, sin nombres, para que quienes toman las decisiones vean a cuántos hogares ayudamos, cada cuánto regresan y qué haría la diferencia.',
      'Esta causa paga traducción, cuidado de niños y transporte para que cualquiera que quiera ser escuchado pueda serlo, y la impresión de nuestro informe anual sobre la comida en la comunidad.',
    ],
  },
]

/**
 * The six causes in Spanish, in the English order. The amounts are the English ones (the twins
 * test checks them, so a change of amount is made in both files); progress is computed from them,
 * as in English.
 */
export const causes: readonly Cause[] = causeContent.map((cause) => ({
  ...cause,
  progress: fundedPercent(cause.raisedCents, cause.goalCents),
}))
