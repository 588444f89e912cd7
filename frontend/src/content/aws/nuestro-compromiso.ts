/** The /aws/nuestro-compromiso page's words; its certifications are in shared/certifications.ts. */
import type { CommitmentContent } from '../shared/certifications';
import type { PageMetaCopy } from '../shared/head';

export const awsCommitmentContent: CommitmentContent = {
  title: 'Nuestro compromiso con AWS',
  intro:
    'Ser partner de AWS es, para nosotros, un compromiso con el aprendizaje continuo. Nuestro equipo se certifica en cada nivel —de los fundamentos a la especialización— para que cada proyecto que nos confías lo diseñen, lo construyan y lo operen personas que conocen la nube a fondo.',
  gridTitle: 'Certificaciones de nuestro equipo',
  gridIntro: 'Nueve certificaciones de AWS, agrupadas por nivel.',
  accordionTitle: 'Qué significa cada certificación',
  accordionIntro:
    'Lo que acredita cada una y la experiencia práctica que AWS espera de quien la obtiene.',
};

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Nuestro compromiso con AWS',
  description:
    'Las certificaciones AWS de nuestro equipo: Professional, Specialty, Associate y Foundational, y lo que cada una significa para tu proyecto.',
};
