/** The /aws/casos-exito/caso-waf page: its case study (the cases page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { architectureImages, caseImages } from '../../shared/illustrations';
import { type CaseStudy, aboutPartner } from '../../shared/cases';

export const caseStudy = {
  slug: 'caso-waf',
  path: '/aws/casos-exito/caso-waf',
  title: 'AWS WAF para un servicio bancario',
  date: '2025-05-20',
  summary:
    'El portal en WordPress de un servicio bancario bloquea hoy el 98 % de los ataques y resistió todos los picos de denegación de servicio con AWS WAF.',
  image: caseImages.waf,
  sections: [
    {
      title: 'Resumen ejecutivo',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Una entidad financiera publica en WordPress el portal de uno de sus servicios bancarios: simuladores, solicitudes y atención a clientes. Ante ataques cada vez más frecuentes, diseñamos una defensa en cuatro niveles con AWS WAF que bloquea el 98 % de los ataques y mitigó el 100 % de los picos de denegación de servicio.',
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
            'WordPress es el objetivo favorito de los bots: intentos de acceso al panel de administración, pruebas de complementos vulnerables, inyecciones en los formularios y, en fechas de pago, picos de tráfico que tumbaban el portal. Para un banco, cada minuto fuera de línea es un problema de confianza.',
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
            'AWS WAF, Amazon CloudFront y AWS Shield detienen los ataques en el borde de la red, lejos de los servidores, con reglas administradas que AWS actualiza ante nuevas amenazas y registros que cumplen las exigencias de auditoría del sector financiero.',
          ],
        },
      ],
    },
    aboutPartner,
    {
      title: 'La solución del partner',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Pusimos Amazon CloudFront delante del portal y organizamos las reglas de AWS WAF en cuatro niveles de defensa:',
          ],
        },
        {
          kind: 'accordion',
          items: [
            {
              title: 'Nivel 1: reglas administradas de AWS',
              paragraphs: [
                'El conjunto de reglas base de AWS y las reglas contra entradas maliciosas conocidas detienen inyecciones SQL, scripts entre sitios y las vulnerabilidades del OWASP Top 10.',
              ],
            },
            {
              title: 'Nivel 2: protección específica de WordPress',
              paragraphs: [
                'Reglas para WordPress y PHP, y acceso al panel de administración solo desde las redes autorizadas del banco.',
              ],
            },
            {
              title: 'Nivel 3: reputación y control de bots',
              paragraphs: [
                'Listas de reputación de direcciones IP, control de bots y desafíos para el tráfico automatizado sospechoso.',
              ],
            },
            {
              title: 'Nivel 4: límite de solicitudes y mitigación de DDoS',
              paragraphs: [
                'Límites de solicitudes por dirección IP en los formularios y el inicio de sesión, con AWS Shield absorbiendo los picos de denegación de servicio en el borde.',
              ],
            },
          ],
        },
        {
          kind: 'image',
          image: architectureImages.waf,
          caption: 'Arquitectura de la protección del portal con AWS WAF.',
        },
      ],
    },
    {
      title: 'Resultados',
      blocks: [
        {
          kind: 'metrics',
          items: [
            { value: '98 %', label: 'de los ataques bloqueados antes de llegar al portal' },
            { value: '100 %', label: 'de los picos DDoS mitigados, sin caídas del servicio' },
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Oferta: High-Performance Website Firewall', to: '/aws/ofertas/waf' },
    { label: 'Nuestro compromiso con AWS', to: '/aws/nuestro-compromiso' },
  ],
} as const satisfies CaseStudy;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: AWS WAF para servicios bancarios',
  description:
    'Protección de un servicio bancario en WordPress con AWS WAF: 98 % de ataques bloqueados y el 100 % de los picos DDoS mitigados.',
};
