/** The /aws/casos-exito/trasmitir-y-compartir-momentos page: its case study (the cases page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { architectureImages, caseImages } from '../../shared/illustrations';
import { type CaseStudy, aboutPartner } from '../../shared/cases';

export const caseStudy = {
  slug: 'trasmitir-y-compartir-momentos',
  path: '/aws/casos-exito/trasmitir-y-compartir-momentos',
  title: 'Transmitir y compartir momentos',
  date: '2023-01-13',
  summary:
    'Una productora de eventos transmite en vivo bodas, graduaciones y conferencias, y las deja disponibles a demanda durante dos años.',
  image: caseImages.streaming,
  sections: [
    {
      title: 'Resumen ejecutivo',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Una productora de eventos sociales y corporativos quería que las familias y los equipos que no podían asistir vivieran el momento en vivo y pudieran volver a verlo después. Construimos en AWS una plataforma de video en vivo, con conversión a demanda, almacenamiento y una API para sus aplicaciones, que conserva cada evento durante dos años.',
          ],
        },
      ],
    },
    {
      title: 'El desafío del cliente',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Las transmisiones dependían de un servidor en la oficina y de la conexión de cada local: se cortaban, no llegaban bien a los celulares y los videos se perdían a las pocas semanas.',
          ],
        },
      ],
    },
    {
      title: '¿Por qué AWS?',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Los servicios de video de AWS reciben, codifican y distribuyen la señal sin equipos propios, y cobran solo por las horas transmitidas: ideal para un negocio que vive de eventos con fecha y hora.',
          ],
        },
      ],
    },
    aboutPartner,
    {
      title: 'La solución del partner',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Video en vivo: AWS Elemental MediaLive recibe la señal del evento y la codifica en varias calidades; Amazon CloudFront la lleva a cada pantalla.',
            'Conversión a demanda: AWS Elemental MediaConvert convierte cada transmisión en un video listo para volver a verse.',
            'Almacenamiento: Amazon S3 guarda los videos con una política de retención de 2 años y los pasa a un almacenamiento más económico con el tiempo.',
            'API: Amazon API Gateway y AWS Lambda publican el catálogo de eventos y los accesos privados para la web y la app del cliente.',
          ],
        },
        {
          kind: 'image',
          image: architectureImages.streaming,
          caption: 'Arquitectura de la plataforma de transmisión en vivo y a demanda.',
        },
      ],
    },
  ],
  related: [
    { label: 'Oferta: Live Streaming to Smart Devices', to: '/aws/ofertas/streaming' },
    { label: 'AWS Lambda: funciones serverless', to: '/aws/servicios/Lambda' },
  ],
} as const satisfies CaseStudy;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: transmitir y compartir momentos',
  description:
    'Video en vivo, conversión a demanda y almacenamiento con retención de dos años: una plataforma de transmisión construida sobre AWS.',
};
