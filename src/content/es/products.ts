import { products as english, type Product } from '../products'

/** The Spanish label of the one product category, whose English name is its key. */
export const productCategoryLabels: Readonly<Record<Product['category'], string>> = {
  Book: 'Libro',
}

/** The second paragraph every product's description ends with, as in English. */
const WHERE_THE_MONEY_GOES =
  'Cada dólar de la tienda solidaria se destina a los gastos de operación del colectivo: gasolina para las recolecciones, almacenamiento en frío y los productos básicos que casi nunca llegan como sobrantes. Los pedidos los empacan voluntarios los domingos por la tarde, junto con las cajas de comida.'

interface ProductText {
  title: string
  alt: string
  size: string
  about: string
}

const spanish: Readonly<Record<string, ProductText>> = {
  'product-1': {
    title: 'Recetario Rescued Recipes',
    alt: 'Recetario verde con el título Rescued Recipes',
    size: '96 páginas, A5',
    about:
      'Cuarenta recetas escritas con las familias que cocinan con nuestras cajas del domingo: sopas, platillos al horno y comidas en una sola olla pensadas para lo que se rescató esa semana, cada una con ideas para cambiar ingredientes por lo que tenga a la mano.',
  },
  'product-2': {
    title: 'Recetario Sunday Soup',
    alt: 'Recetario rojo con el título Sunday Soup',
    size: '64 páginas, A5',
    about:
      'Las sopas que preparan nuestros voluntarios con las verduras blanditas de la semana, desde una sopa de zanahoria con jengibre hasta un buen minestrone de invierno. Cada receta rinde para seis y se congela muy bien.',
  },
  'product-3': {
    title: 'Bolsa de lona para el mercado',
    alt: 'Bolsa de lona verde con un corazón estampado',
    size: '38 x 42 cm',
    about:
      'Una bolsa resistente de lona de algodón, con espacio para el mandado de una semana, con nuestro logo de corazón y hoja. Las asas largas se acomodan bien sobre un abrigo de invierno.',
  },
  'product-4': {
    title: 'Bolsas de malla para frutas y verduras, juego de 3',
    alt: 'Bolsa de malla con verduras de hoja y una manzana',
    size: 'Juego de 3',
    about:
      'Bolsas lavables de malla de algodón para frutas y verduras sueltas. Tan ligeras que casi no cuentan en la báscula al pagar, y tan fuertes que aguantan una caja entera de naranjas.',
  },
  'product-5': {
    title: 'Delantal de cocina de voluntario',
    alt: 'Delantal de cocina anaranjado con un corazón en el peto',
    size: 'Talla única, ajustable',
    about:
      'El mismo delantal que usan nuestros voluntarios los domingos: sarga de algodón gruesa, un bolsillo delantero profundo y cintas largas que se amarran al frente. Se puede lavar con agua caliente y mejora con el tiempo.',
  },
  'product-6': {
    title: 'Taza de peltre para té',
    alt: 'Taza de peltre azul marino con un estampado de hojas',
    size: '12 oz',
    about:
      'Una taza de peltre ligera y resistente a los golpes, para quienes llevan termo y té a los días de recolección. Azul marino con una hoja color crema, y un borde que no se calienta.',
  },
  'product-7': {
    title: 'Taza de cerámica para café',
    alt: 'Taza de cerámica roja con un estampado de hojas',
    size: '14 oz',
    about:
      'Una taza de gres pesada color rojo jitomate, esmaltada por un taller de cerámica local que dona una parte de cada lote. Se puede usar en el lavaplatos y en el microondas.',
  },
  'product-8': {
    title: 'Semillas de tomate criollo',
    alt: 'Sobre de semillas de tomate criollo',
    size: 'Sobre de 30 semillas',
    about:
      'Semillas guardadas de las mejores plantas de nuestros huertos comunitarios: una mezcla de tomates cherry y bola que aguantan bien los veranos calurosos. Las instrucciones de cultivo vienen atrás.',
  },
  'product-9': {
    title: 'Semillas de flores silvestres para polinizadores',
    alt: 'Sobre de semillas de flores silvestres para polinizadores',
    size: 'Sobre para 2 m²',
    about:
      'Una mezcla de flores silvestres nativas que atrae abejas y mariposas a las camas de verduras y a los balcones. Siémbrela en primavera u otoño y riéguela hasta que se establezca.',
  },
  'product-10': {
    title: 'Semillas de hierbas del huerto comunitario',
    alt: 'Sobre de semillas de hierbas de cocina',
    size: 'Sobre de 4 variedades',
    about:
      'Albahaca, cilantro, perejil y cebollín: las cuatro hierbas que más usamos en nuestras clases de cocina, en un solo sobre. Crecen felices en una ventana soleada.',
  },
  'product-11': {
    title: 'Chutney de manzanas caídas',
    alt: 'Frasco de chutney de manzanas caídas',
    size: 'Frasco de 340 g',
    about:
      'Hecho por voluntarios con manzanas caídas recolectadas y cebollas rescatadas, cocinado a fuego lento con vinagre de sidra y especias. Queda delicioso con queso o en un sándwich de carnes frías.',
  },
  'product-12': {
    title: 'Mermelada de moras silvestres',
    alt: 'Frasco de mermelada de moras silvestres',
    size: 'Frasco de 340 g',
    about:
      'Una mermelada oscura y no muy dulce de zarzamoras y ciruelas cosechadas en los jardines de los vecinos y en las orillas de los huertos comunitarios. La hacemos en lotes pequeños, así que el sabor cambia a lo largo del año.',
  },
  'product-13': {
    title: 'Envolturas de cera de abeja, juego de 3',
    alt: 'Tres envolturas de cera de abeja dobladas',
    size: 'Chica, mediana, grande',
    about:
      'Telas de algodón cubiertas de cera de abeja y resina de pino que reemplazan el plástico adherente. Caliéntelas con las manos para sellar un tazón o envolver medio pan; enjuáguelas con agua fría y vuelva a usarlas hasta por un año.',
  },
  'product-14': {
    title: 'Trapos de cocina a rayas, juego de 2',
    alt: 'Trapos de cocina a rayas doblados',
    size: '50 x 70 cm',
    about:
      'Trapos absorbentes de algodón y lino con rayas azul marino y verde hoja, tejidos por un taller familiar. Tienen una presilla en cada esquina, porque siempre terminan colgados de la puerta del horno.',
  },
  'product-15': {
    title: 'Camiseta de algodón orgánico',
    alt: 'Camiseta verde con un corazón y una hoja estampados',
    size: 'S, M, L, XL',
    about:
      'Una camiseta suave de algodón orgánico verde oscuro con nuestro estampado de corazón y hoja. Si se la pone un domingo, lo van a confundir con un voluntario; para nosotros eso es algo bueno.',
  },
  'product-16': {
    title: 'Botella de agua reutilizable',
    alt: 'Botella de agua reutilizable azul',
    size: '750 ml',
    about:
      'Una botella térmica de acero que mantiene el agua fría durante toda una ruta de entregas en verano. Parte de cada venta paga el agua que repartimos en los días más calurosos.',
  },
  'product-17': {
    title: 'Lonchera de bambú',
    alt: 'Lonchera de bambú con verduras de hoja, fruta y una zanahoria',
    size: '2 compartimentos',
    about:
      'Una lonchera de fibra de bambú con dos compartimentos y una tapa que cierra bien. Por cada una que compre, agregamos otra a los almuerzos de las vacaciones escolares.',
  },
  'product-18': {
    title: 'Cuchara de madera de olivo',
    alt: 'Cuchara de madera sobre una tabla de picar',
    size: '30 cm',
    about:
      'Una cuchara larga para mezclar, tallada con retazos de madera de olivo, tan lisa que sirve para sartenes antiadherentes y tan larga que alcanza el fondo de nuestra olla de sopa más grande. Póngale aceite de vez en cuando.',
  },
  'product-19': {
    title: 'Calendario de pared de comida de temporada',
    alt: 'Calendario de pared de comida de temporada',
    size: 'A3, 12 meses',
    about:
      'Una guía mes por mes de lo que está de temporada en la región, ilustrada con nuestros propios dibujos, con una receta sencilla y un consejo para no desperdiciar comida en cada página.',
  },
  'product-20': {
    title: 'Cuaderno de cocina',
    alt: 'Cuaderno de cocina azul marino',
    size: '120 páginas, A5',
    about:
      'Un cuaderno que se abre bien plano, para recetas, listas del súper y ese plan de comidas que esta semana sí va a seguir. Papel reciclado, con un bolsillo para tarjetas de recetas.',
  },
}

/**
 * The twenty charity-shop products in Spanish, in gallery order. Prices, brands, slugs and images
 * are the English ones; a product with no Spanish text stays English (the twins test fails on it).
 */
export const products: readonly Product[] = english.map((product) => {
  const text = spanish[product.id]
  if (!text) return product
  return {
    ...product,
    title: text.title,
    size: text.size,
    image: { ...product.image, alt: text.alt },
    description: [text.about, WHERE_THE_MONEY_GOES],
  }
})
