/** The /aws/casos-exito/la-busqueda-rapida-y-aws page: its case study (the cases page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { architectureImages, caseImages } from '../../shared/illustrations';
import type { CaseStudy } from '../../shared/cases';

export const caseStudy = {
  slug: 'la-busqueda-rapida-y-aws',
  path: '/aws/casos-exito/la-busqueda-rapida-y-aws',
  title: 'La búsqueda rápida y AWS',
  date: '2020-07-22',
  summary:
    'Cómo una cadena de retail llevó el buscador de su tienda en línea a un servicio de búsqueda gestionado en AWS: sus clientes pasaron de esperar segundos a ver resultados mientras escriben.',
  image: caseImages.busqueda,
  sections: [
    {
      title: 'El cliente',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Una cadena peruana de retail con tiendas en varias ciudades y un comercio electrónico que crecía mes a mes, con un catálogo de decenas de miles de productos entre tecnología, hogar y moda.',
          ],
        },
      ],
    },
    {
      title: 'La situación',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'El buscador de la tienda en línea consultaba directamente la base de datos transaccional. En campañas como el Cyber Day, cada búsqueda tardaba varios segundos, los resultados no toleraban errores de tipeo y la base de datos sufría justo cuando más pedidos entraban.',
            'El equipo necesitaba un buscador rápido y tolerante a errores, que se mantuviera al día con los cambios de precio y stock sin cargar más la base de datos.',
          ],
        },
      ],
    },
    {
      title: 'La solución',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Llevamos la búsqueda a Amazon Elasticsearch Service (hoy Amazon OpenSearch Service), un servicio de búsqueda gestionado, y la rodeamos de servicios serverless que mantienen el índice al día:',
          ],
        },
        {
          kind: 'bullets',
          items: [
            'Amazon S3 recibe los archivos del catálogo y las imágenes de los productos.',
            'AWS Lambda procesa cada cambio y actualiza el índice de búsqueda en segundos.',
            'Amazon DynamoDB guarda el estado de la sincronización y las búsquedas frecuentes.',
            'Amazon SES envía los avisos de stock y los reportes del equipo comercial.',
            'Amazon CloudWatch monitorea la latencia de las búsquedas y alerta ante cualquier anomalía.',
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: [
            'Ahora los resultados aparecen mientras el cliente escribe, con sugerencias y corrección de errores de tipeo, y la base de datos transaccional quedó libre para atender los pedidos.',
          ],
        },
      ],
    },
    {
      title: 'La arquitectura',
      blocks: [
        {
          kind: 'image',
          image: architectureImages.busqueda,
          caption: 'Arquitectura de la búsqueda de la tienda en línea en AWS.',
        },
      ],
    },
  ],
  related: [
    { label: 'AWS Lambda: funciones serverless', to: '/aws/servicios/Lambda' },
    { label: 'Servicios AWS', to: '/aws/servicios' },
  ],
} as const satisfies CaseStudy;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: la búsqueda rápida y AWS',
  description:
    'Cómo un retailer peruano aceleró la búsqueda de su tienda en línea con un servicio de búsqueda gestionado en AWS y una arquitectura serverless.',
};
