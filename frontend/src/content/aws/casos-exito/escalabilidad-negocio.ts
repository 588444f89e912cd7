/** The /aws/casos-exito/escalabilidad-negocio page: its case study (the cases page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { architectureImages, caseImages } from '../../shared/illustrations';
import { type CaseStudy, aboutPartner } from '../../shared/cases';

export const caseStudy = {
  slug: 'escalabilidad-negocio',
  path: '/aws/casos-exito/escalabilidad-negocio',
  title: 'Escalabilidad para el negocio',
  date: '2021-12-23',
  summary:
    'Un grupo comercial con varias marcas separó sus datos, protegió sus sitios y se preparó para crecer en AWS con un plan de dos meses.',
  image: caseImages.escalabilidad,
  sections: [
    {
      title: 'Resumen ejecutivo',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Un grupo comercial peruano con tres marcas compartía una sola base de datos para todos sus canales digitales. En dos meses le dimos a cada marca su propia base de datos, pusimos un firewall web delante de sus sitios y dejamos un monitoreo con alertas listo para acompañar un crecimiento esperado del tráfico de alrededor del 10 %.',
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
            'Cuando una marca lanzaba una campaña, las demás se volvían lentas: todas competían por la misma base de datos. Además, los sitios recibían tráfico automatizado que nadie filtraba y el equipo se enteraba de las caídas por las quejas de los clientes.',
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
            'AWS ofrecía bases de datos gestionadas que se crean y se escalan en minutos, un firewall web que se activa sin tocar las aplicaciones y un monitoreo integrado, todo con pago por uso y sin comprar servidores para las temporadas altas.',
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
            'Una base de datos por marca en Amazon RDS, con réplicas de lectura y respaldos automáticos.',
            'AWS WAF delante de los tres sitios, con reglas contra inyecciones y bots.',
            'Monitoreo con Amazon CloudWatch: tableros por marca para la base de datos, la aplicación y el firewall.',
            'Alertas con Amazon SNS al correo y al celular del equipo de guardia.',
          ],
        },
        { kind: 'subheading', text: 'Plan del proyecto: 2 meses' },
        {
          kind: 'bullets',
          items: [
            'Semanas 1 y 2: diagnóstico, diseño y pruebas de concepto.',
            'Semanas 3 a 6: migración de los datos de cada marca, una a la vez.',
            'Semanas 7 y 8: firewall, monitoreo, alertas y pruebas de carga.',
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: [
            'Las pruebas de carga se dimensionaron para un crecimiento esperado del tráfico de alrededor del 10 %, con margen para los picos de campaña.',
          ],
        },
        {
          kind: 'image',
          image: architectureImages.escalabilidad,
          caption: 'Arquitectura con una base de datos por marca.',
        },
      ],
    },
  ],
  related: [
    { label: 'Amazon RDS: bases de datos relacionales', to: '/aws/servicios/base-de-datos/RDS' },
    { label: 'Oferta: High-Performance Website Firewall', to: '/aws/ofertas/waf' },
  ],
} as const satisfies CaseStudy;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: escalabilidad para el negocio',
  description:
    'Base de datos por marca, firewall web, monitoreo y alertas: el plan de dos meses que preparó a un grupo comercial para crecer en AWS.',
};
