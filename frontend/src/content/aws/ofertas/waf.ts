/** The /aws/ofertas/waf page: its offer (the offers page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { offerImages } from '../../shared/illustrations';
import type { Offer } from '../../shared/offers';

export const offer = {
  slug: 'waf',
  path: '/aws/ofertas/waf',
  title: 'High-Performance Website Firewall',
  summary:
    'Protege tu sitio web de la inyección de código, los bots maliciosos y los ataques de denegación de servicio con AWS WAF, sin sacrificar la velocidad de carga.',
  purpose:
    'Que tu sitio web siga disponible, rápido y seguro aunque lo ataquen, para que tus clientes confíen en cada visita.',
  about: {
    title: 'Un firewall a la medida de tu sitio',
    paragraphs: [
      'Ponemos AWS WAF y Amazon CloudFront delante de tu sitio web, con reglas administradas contra las vulnerabilidades más comunes y reglas propias para tu aplicación.',
      'El tráfico legítimo llega más rápido gracias a la red de distribución de contenido, y el malicioso se detiene antes de tocar tus servidores.',
    ],
  },
  highlights: [
    'Reglas contra inyección SQL, XSS y las vulnerabilidades del OWASP Top 10',
    'Límite de solicitudes por visitante y control de bots',
    'Mitigación de picos DDoS con AWS Shield',
    'Tableros y alertas para ver cada intento bloqueado',
  ],
  weeks: 3,
  activities: [
    {
      title: 'Evaluación del sitio y del tráfico',
      description:
        'Analizamos tu aplicación, sus rutas sensibles y el tráfico actual para saber qué proteger y cómo.',
    },
    {
      title: 'Despliegue de CloudFront y AWS WAF',
      description:
        'Configuramos la distribución, los certificados y las reglas administradas, primero en modo de conteo.',
    },
    {
      title: 'Ajuste de reglas propias',
      description:
        'Afinamos las reglas con el tráfico real para bloquear lo malicioso sin afectar a tus visitantes.',
    },
    {
      title: 'Monitoreo, alertas y entrega',
      description:
        'Dejamos tableros, alertas y un manual de operación, y pasamos las reglas a modo de bloqueo.',
    },
  ],
  image: offerImages.waf,
  certificationIds: [
    'security-specialty',
    'solutions-architect-professional',
    'sysops-administrator-associate',
  ],
} as const satisfies Offer;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Firewall web de alto rendimiento con AWS WAF',
  description:
    'Protege tu sitio web de ataques y picos DDoS con AWS WAF. Lo implementamos en unas 3 semanas, con reglas a la medida de tu negocio.',
};
