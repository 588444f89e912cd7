/** /veeam/soluciones: what a Veeam backup partner delivers. */
import type { PageMetaCopy } from '../shared/head';
export interface BackupSolution {
  readonly id: string;
  /** Key of the icon the page draws for it. */
  readonly icon: 'servers' | 'cloud' | 'office' | 'ransomware' | 'disaster' | 'database';
  readonly title: string;
  readonly description: string;
}

export const veeamPage = {
  title: 'Soluciones Veeam',
  eyebrow: 'Veeam · Respaldo y recuperación',
  description:
    'Protegemos tus datos dondequiera que estén —en tu centro de datos, en la nube o en Microsoft 365— y te ayudamos a recuperarlos en minutos cuando más lo necesitas.',
  illustration: {
    src: '/img/veeam/respaldo.svg',
    // Decorative beside the page title: shown with an empty alt.
  },
  solutionsTitle: 'Lo que implementamos',
  solutionsIntro:
    'Como partner de Veeam diseñamos, implementamos y operamos el respaldo de tu empresa. Estas son las soluciones que entregamos con más frecuencia.',
  methodTitle: 'Cómo trabajamos',
  methodCaption:
    'Nuestro método en cuatro pasos: diagnóstico, diseño, implementación y pruebas de restauración periódicas.',
  method: [
    {
      title: 'Diagnóstico',
      detail:
        'Inventariamos tus cargas de trabajo y acordamos contigo cuántos datos puedes permitirte perder (RPO) y en cuánto tiempo debes volver a operar (RTO).',
    },
    {
      title: 'Diseño',
      detail:
        'Definimos políticas con la regla 3-2-1-1: tres copias, en dos medios distintos, una fuera de tu sede y una inmutable.',
    },
    {
      title: 'Implementación',
      detail:
        'Instalamos y configuramos Veeam, los repositorios y las copias a la nube, con cifrado de punta a punta.',
    },
    {
      title: 'Pruebas y operación',
      detail:
        'Probamos restauraciones de forma periódica y monitoreamos cada trabajo de respaldo por ti.',
    },
  ],
  closing: {
    heading: '¿Cuánto tardaría tu empresa en recuperarse?',
    text: 'Revisemos juntos tu estrategia de respaldo antes de que la necesites.',
    primary: { label: 'Contáctanos', to: '/contacto/formulario' },
  },
} as const;

export const backupSolutions: readonly BackupSolution[] = [
  {
    id: 'servidores',
    icon: 'servers',
    title: 'Respaldo y replicación de servidores',
    description:
      'Copias de tus máquinas virtuales (VMware vSphere, Microsoft Hyper-V) y de tus servidores físicos Windows y Linux, con réplicas listas para encenderse en otro sitio.',
  },
  {
    id: 'nube',
    icon: 'cloud',
    title: 'Respaldo de cargas en la nube',
    description:
      'Protección nativa de tus instancias, volúmenes y bases de datos en AWS y Azure, con políticas automáticas y copias en otra cuenta o región.',
  },
  {
    id: 'microsoft-365',
    icon: 'office',
    title: 'Respaldo de Microsoft 365',
    description:
      'Copias de Exchange Online, SharePoint, OneDrive y Teams para recuperar un correo, un archivo o un buzón completo, sin depender de la papelera.',
  },
  {
    id: 'ransomware',
    icon: 'ransomware',
    title: 'Recuperación ante ransomware',
    description:
      'Copias inmutables que nadie puede cifrar ni borrar, detección de actividad sospechosa y restauración limpia de tus sistemas.',
  },
  {
    id: 'desastres',
    icon: 'disaster',
    title: 'Recuperación ante desastres',
    description:
      'Planes de continuidad con réplicas y orquestación de la recuperación: tus servicios vuelven a funcionar en minutos, y lo comprobamos con pruebas periódicas.',
  },
  {
    id: 'bases-de-datos',
    icon: 'database',
    title: 'Respaldo de bases de datos',
    description:
      'Copias consistentes de Oracle, SQL Server y PostgreSQL, integradas con las herramientas de tus DBA y con restauración a un punto en el tiempo.',
  },
];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Soluciones Veeam de respaldo y recuperación',
  description:
    'Respaldo y replicación de servidores, cargas en la nube y Microsoft 365, recuperación ante ransomware y desastres con Veeam.',
};
