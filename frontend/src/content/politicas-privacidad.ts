import type { PageMetaCopy } from './shared/head';
import { formatAddress, site } from '../site';

/**
 * The privacy policy: purposes, data obtained and its sources, ARCO rights,
 * Peruvian Law N.° 29733 and its regulation (D.S. N.° 016-2024-JUS). The company's
 * name, RUC, address and privacy e-mail come from site.ts, the single source of them.
 */
export interface PolicySection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly bullets?: readonly string[];
  /** Paragraphs after the bullets. */
  readonly closing?: readonly string[];
}

export const privacyContent = {
  bannerTitle: 'Política de privacidad',
  bannerDescription:
    'Cómo tratamos tus datos personales conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y su Reglamento.',
  updated: 'Última actualización: 2 de noviembre de 2026',
  intro: `En ${site.name} respetamos tu privacidad. Esta política explica qué datos personales recopilamos a través de este sitio web, con qué finalidad, cuánto tiempo los conservamos y cómo puedes ejercer tus derechos.`,
  contactLead:
    'Para cualquier consulta sobre tus datos personales o para ejercer tus derechos, escríbenos a',
  sections: [
    {
      heading: '1. Responsable del tratamiento',
      paragraphs: [
        `El responsable del tratamiento de tus datos personales es ${site.legalName} (en adelante, «${site.name}»), con RUC N.° ${site.ruc} y domicilio en ${formatAddress()}.`,
        `Puedes comunicarte con nuestro Oficial de Datos Personales escribiendo a ${site.email.privacy}.`,
      ],
    },
    {
      heading: '2. Marco legal',
      paragraphs: [
        'Tratamos tus datos personales conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, a su Reglamento aprobado por el Decreto Supremo N.° 016-2024-JUS y a las demás normas aplicables en el Perú. Aplicamos los principios de legalidad, consentimiento, finalidad, proporcionalidad, calidad, seguridad, disposición de recurso y nivel de protección adecuado.',
      ],
    },
    {
      heading: '3. Qué datos obtenemos y de dónde',
      paragraphs: [
        'Obtenemos tus datos directamente de ti, cuando los escribes en los formularios de este sitio, y de forma automática cuando lo visitas:',
      ],
      bullets: [
        'Formulario de contacto: nombres y apellidos, número de teléfono, correo electrónico y el mensaje que nos envías.',
        'Formulario de oportunidades laborales: nombres y apellidos, correo electrónico y la descripción de tu perfil y experiencia que decidas compartir.',
        'Datos técnicos de navegación: dirección IP, tipo de navegador y dispositivo, páginas visitadas, fecha y hora, que nuestros servidores registran para operar y proteger el sitio.',
      ],
      closing: [
        'No solicitamos datos sensibles. Te pedimos que no los incluyas en tus mensajes. Este sitio no está dirigido a menores de edad: si tienes menos de 18 años, no nos envíes tus datos.',
      ],
    },
    {
      heading: '4. Para qué usamos tus datos',
      bullets: [
        'Responder tus consultas y solicitudes de información sobre nuestros servicios.',
        'Preparar y enviarte las propuestas comerciales que nos pidas.',
        'Evaluar tu postulación a nuestras oportunidades laborales y comunicarnos contigo durante el proceso de selección.',
        'Operar el sitio, mantener su seguridad, prevenir usos fraudulentos y elaborar estadísticas agregadas que no te identifican.',
        'Cumplir las obligaciones legales que nos correspondan.',
      ],
      closing: [
        'Solo te enviaremos comunicaciones comerciales o boletines si nos das tu consentimiento expreso para ello, y podrás retirarlo en cualquier momento. No usamos tus datos para decisiones automatizadas ni elaboramos perfiles.',
      ],
    },
    {
      heading: '5. Consentimiento',
      paragraphs: [
        'Al enviarnos un formulario das tu consentimiento libre, previo, expreso, informado e inequívoco para que tratemos tus datos con las finalidades descritas. El envío es voluntario; si no nos das los datos obligatorios del formulario, no podremos atender tu solicitud. Puedes revocar tu consentimiento en cualquier momento, sin efecto retroactivo.',
      ],
    },
    {
      heading: '6. Cuánto tiempo los conservamos',
      bullets: [
        'Mensajes de contacto: hasta un año después de atendida tu consulta, o mientras dure la relación comercial que se derive de ella.',
        'Postulaciones: hasta dos años, para considerarte en futuros procesos de selección, salvo que nos pidas eliminarlas antes.',
        'Registros técnicos de navegación: hasta noventa días, salvo que se necesiten para investigar un incidente de seguridad.',
      ],
      closing: ['Vencidos esos plazos, eliminamos o anonimizamos los datos de manera segura.'],
    },
    {
      heading: '7. Con quién los compartimos',
      paragraphs: [
        'No vendemos ni alquilamos tus datos. Solo los comunicamos a los proveedores que nos prestan servicios de infraestructura y correo electrónico, que actúan como encargados del tratamiento, bajo contrato y con obligaciones de confidencialidad y seguridad, o a las autoridades cuando la ley lo exige.',
        'Este sitio y sus formularios operan sobre Amazon Web Services (AWS), cuyos servidores pueden ubicarse fuera del Perú, por ejemplo en los Estados Unidos de América. Ese flujo transfronterizo se realiza con proveedores que ofrecen un nivel de protección adecuado y con las garantías que exige la normativa peruana.',
      ],
    },
    {
      heading: '8. Tus derechos',
      paragraphs: [
        'Como titular de tus datos personales puedes ejercer, de forma gratuita, los siguientes derechos:',
      ],
      bullets: [
        'Acceso: saber qué datos tuyos tratamos, cómo los obtuvimos, para qué los usamos y a quién los comunicamos.',
        'Rectificación: pedir que corrijamos o actualicemos tus datos si son inexactos o están incompletos.',
        'Cancelación: pedir que eliminemos tus datos cuando ya no sean necesarios para la finalidad para la que los recopilamos o cuando revoques tu consentimiento.',
        'Oposición: oponerte a que tratemos tus datos por un motivo legítimo y fundado referido a tu situación personal.',
        'Información, tratamiento objetivo y revocación del consentimiento, conforme a la Ley N.° 29733 y su Reglamento.',
      ],
      closing: [
        `Para ejercerlos, escríbenos a ${site.email.privacy} o entréganos una solicitud escrita en ${formatAddress()}, con tu nombre completo, una copia de tu documento de identidad (o el de tu representante y el documento que acredite la representación), el derecho que deseas ejercer y, si corresponde, los documentos que lo sustenten. Te responderemos dentro de los plazos que establece el Reglamento de la Ley N.° 29733.`,
        'Si consideras que no atendimos tu solicitud como corresponde, puedes presentar un reclamo ante la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.',
      ],
    },
    {
      heading: '9. Cómo protegemos tus datos',
      paragraphs: [
        'Aplicamos medidas técnicas, organizativas y legales para proteger tus datos: conexiones cifradas (HTTPS), acceso restringido solo al personal que los necesita, registro de accesos, copias de respaldo y revisiones periódicas de seguridad. Si ocurriera un incidente de seguridad que afecte tus datos, lo comunicaremos a la Autoridad y a las personas afectadas conforme al Reglamento.',
      ],
    },
    {
      heading: '10. Cookies',
      paragraphs: [
        'Este sitio no utiliza cookies de publicidad ni de seguimiento. Los videos que incluyen algunas páginas provienen de plataformas de terceros, que pueden usar sus propias cookies según sus políticas de privacidad.',
      ],
    },
    {
      heading: '11. Banco de datos',
      paragraphs: [
        'Los datos que recopilamos se almacenan en los bancos de datos personales de clientes y contactos y de postulantes de nuestra empresa, inscritos o en trámite de inscripción ante el Registro Nacional de Protección de Datos Personales.',
      ],
    },
    {
      heading: '12. Cambios a esta política',
      paragraphs: [
        'Podemos actualizar esta política para reflejar cambios normativos o en nuestros servicios. Publicaremos la versión vigente en esta página con su fecha de actualización.',
      ],
    },
  ] satisfies readonly PolicySection[],
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Política de privacidad',
  description:
    'Cómo tratamos tus datos personales conforme a la Ley N.° 29733: finalidades, datos que recopilamos y cómo ejercer tus derechos ARCO.',
};
