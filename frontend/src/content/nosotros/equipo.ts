/**
 * The team (nombres, apellidos, foto, puesto, frase): 42 fictional
 * Peruvian professionals. 'foto' is an illustrated portrait drawn by the Portrait
 * component from the `look` below — never a photo of a real person.
 */
import type { PageMetaCopy } from '../shared/head';
export type HairStyle =
  'corto' | 'ondulado' | 'largo' | 'moño' | 'rizado' | 'rapado' | 'cola' | 'melena';

export interface PortraitLook {
  /** Index into the portrait's skin palette (0 light … 5 deep). */
  readonly skin: 0 | 1 | 2 | 3 | 4 | 5;
  readonly hair: HairStyle;
  /** Index into the hair palette (0 black, 1 dark brown, 2 brown, 3 auburn, 4 grey). */
  readonly hairColor: 0 | 1 | 2 | 3 | 4;
  readonly glasses?: boolean;
  readonly beard?: boolean;
}

export interface TeamMember {
  readonly nombres: string;
  readonly apellidos: string;
  readonly puesto: string;
  readonly frase: string;
  readonly look: PortraitLook;
}

export const team: readonly TeamMember[] = [
  {
    nombres: 'Martín',
    apellidos: 'Quispe Salazar',
    puesto: 'Gerente general',
    frase: 'La confianza se construye un proyecto a la vez.',
    look: { skin: 3, hair: 'corto', hairColor: 0, glasses: true },
  },
  {
    nombres: 'Lucía',
    apellidos: 'Mendoza Paredes',
    puesto: 'Directora de operaciones',
    frase: 'Si está documentado, está bajo control.',
    look: { skin: 2, hair: 'melena', hairColor: 1 },
  },
  {
    nombres: 'Renzo',
    apellidos: 'Huamán Torres',
    puesto: 'Director de tecnología',
    frase: 'Automatiza hoy lo que hiciste dos veces ayer.',
    look: { skin: 4, hair: 'rapado', hairColor: 0, beard: true },
  },
  {
    nombres: 'Carla',
    apellidos: 'Vargas Ríos',
    puesto: 'Gerente comercial',
    frase: 'Escuchar es la mejor propuesta comercial.',
    look: { skin: 1, hair: 'largo', hairColor: 2 },
  },
  {
    nombres: 'Diego',
    apellidos: 'Ccori Mamani',
    puesto: 'Arquitecto de soluciones cloud',
    frase: 'Diseñar para fallar es diseñar para durar.',
    look: { skin: 4, hair: 'corto', hairColor: 0 },
  },
  {
    nombres: 'Valeria',
    apellidos: 'Rojas Chávez',
    puesto: 'Arquitecta de soluciones cloud',
    frase: 'La mejor arquitectura es la que el equipo entiende.',
    look: { skin: 2, hair: 'cola', hairColor: 0, glasses: true },
  },
  {
    nombres: 'José Luis',
    apellidos: 'Ramírez Condori',
    puesto: 'DBA Oracle sénior',
    frase: 'Un buen respaldo vale más que mil disculpas.',
    look: { skin: 3, hair: 'corto', hairColor: 4, glasses: true, beard: true },
  },
  {
    nombres: 'Ana Sofía',
    apellidos: 'Gutiérrez Benavides',
    puesto: 'DBA PostgreSQL',
    frase: 'Cada consulta lenta esconde una historia.',
    look: { skin: 1, hair: 'ondulado', hairColor: 3 },
  },
  {
    nombres: 'Kevin',
    apellidos: 'Apaza Choque',
    puesto: 'Ingeniero DevOps',
    frase: 'Si duele, hazlo más seguido y automatízalo.',
    look: { skin: 5, hair: 'rizado', hairColor: 0 },
  },
  {
    nombres: 'Milagros',
    apellidos: 'Flores Ticona',
    puesto: 'Ingeniera DevOps',
    frase: 'Pipelines verdes, equipos tranquilos.',
    look: { skin: 3, hair: 'moño', hairColor: 0 },
  },
  {
    nombres: 'Jorge',
    apellidos: 'Castillo Neyra',
    puesto: 'Especialista en seguridad cloud',
    frase: 'El mínimo privilegio es el máximo cuidado.',
    look: { skin: 2, hair: 'rapado', hairColor: 1, beard: true },
  },
  {
    nombres: 'Fiorella',
    apellidos: 'Sánchez Aguilar',
    puesto: 'Analista de ciberseguridad',
    frase: 'La seguridad es un hábito, no un producto.',
    look: { skin: 2, hair: 'largo', hairColor: 0, glasses: true },
  },
  {
    nombres: 'Alonso',
    apellidos: 'Cáceres Villanueva',
    puesto: 'Desarrollador backend',
    frase: 'Código claro, noches tranquilas.',
    look: { skin: 1, hair: 'ondulado', hairColor: 1 },
  },
  {
    nombres: 'Daniela',
    apellidos: 'Pari Huanca',
    puesto: 'Desarrolladora full stack',
    frase: 'Primero que funcione, luego que vuele.',
    look: { skin: 4, hair: 'cola', hairColor: 0 },
  },
  {
    nombres: 'Luis Miguel',
    apellidos: 'Zevallos Ortiz',
    puesto: 'Desarrollador serverless',
    frase: 'El mejor servidor es el que no tienes que administrar.',
    look: { skin: 3, hair: 'corto', hairColor: 1, glasses: true },
  },
  {
    nombres: 'Gabriela',
    apellidos: 'Núñez Cárdenas',
    puesto: 'Desarrolladora frontend',
    frase: 'Una buena interfaz no necesita manual.',
    look: { skin: 0, hair: 'melena', hairColor: 2 },
  },
  {
    nombres: 'Christian',
    apellidos: 'Soto Palomino',
    puesto: 'Líder de monitoreo',
    frase: 'Lo que no se mide, no se mejora.',
    look: { skin: 2, hair: 'corto', hairColor: 0, beard: true },
  },
  {
    nombres: 'Rosa',
    apellidos: 'Challco Yupanqui',
    puesto: 'Analista de monitoreo',
    frase: 'Una alerta a tiempo evita una crisis.',
    look: { skin: 5, hair: 'largo', hairColor: 0 },
  },
  {
    nombres: 'Sebastián',
    apellidos: 'Delgado Pinto',
    puesto: 'Especialista en respaldo con Veeam',
    frase: 'Probamos la restauración, no solo el respaldo.',
    look: { skin: 1, hair: 'corto', hairColor: 2 },
  },
  {
    nombres: 'Andrea',
    apellidos: 'Cabrera Luján',
    puesto: 'Jefa de proyectos',
    frase: 'Un buen plan deja espacio para lo imprevisto.',
    look: { skin: 2, hair: 'ondulado', hairColor: 1, glasses: true },
  },
  {
    nombres: 'Ricardo',
    apellidos: 'Espinoza Vega',
    puesto: 'Jefe de proyectos',
    frase: 'Los acuerdos claros hacen proyectos felices.',
    look: { skin: 3, hair: 'rapado', hairColor: 4, glasses: true },
  },
  {
    nombres: 'Patricia',
    apellidos: 'Lozano Quiroz',
    puesto: 'Jefa de mesa de ayuda',
    frase: 'Detrás de cada ticket hay una persona esperando.',
    look: { skin: 3, hair: 'moño', hairColor: 1 },
  },
  {
    nombres: 'Óscar',
    apellidos: 'Cruz Alvarado',
    puesto: 'Administrador de sistemas Linux',
    frase: 'Menos clics, más scripts.',
    look: { skin: 4, hair: 'corto', hairColor: 0, beard: true },
  },
  {
    nombres: 'Camila',
    apellidos: 'Reátegui Panduro',
    puesto: 'Administradora de sistemas Windows',
    frase: 'Un parche a tiempo ahorra ciento.',
    look: { skin: 3, hair: 'rizado', hairColor: 0 },
  },
  {
    nombres: 'Fernando',
    apellidos: 'Medina Arce',
    puesto: 'Ingeniero de redes',
    frase: 'Toda buena conexión empieza con un buen diseño.',
    look: { skin: 2, hair: 'ondulado', hairColor: 0 },
  },
  {
    nombres: 'Mariana',
    apellidos: 'Tello Robles',
    puesto: 'Ingeniera de datos',
    frase: 'Los datos cuentan historias si sabes preguntar.',
    look: { skin: 1, hair: 'cola', hairColor: 3, glasses: true },
  },
  {
    nombres: 'Piero',
    apellidos: 'Herrera Campos',
    puesto: 'Analista de inteligencia de negocios',
    frase: 'Un buen tablero responde antes de que preguntes.',
    look: { skin: 2, hair: 'corto', hairColor: 1 },
  },
  {
    nombres: 'Yessenia',
    apellidos: 'Ccahuana Quispe',
    puesto: 'Científica de datos',
    frase: 'Curiosidad primero, modelo después.',
    look: { skin: 4, hair: 'largo', hairColor: 1 },
  },
  {
    nombres: 'Hugo',
    apellidos: 'Salas Montoya',
    puesto: 'Consultor SAP',
    frase: 'Integrar es unir personas, no solo sistemas.',
    look: { skin: 3, hair: 'rapado', hairColor: 0, glasses: true, beard: true },
  },
  {
    nombres: 'Silvia',
    apellidos: 'Ochoa Valdivia',
    puesto: 'Consultora de costos cloud',
    frase: 'Cada sol ahorrado en la nube es un sol para innovar.',
    look: { skin: 1, hair: 'melena', hairColor: 0, glasses: true },
  },
  {
    nombres: 'Bruno',
    apellidos: 'Paz Carrillo',
    puesto: 'Especialista en contact center',
    frase: 'Una buena llamada empieza antes de contestar.',
    look: { skin: 2, hair: 'rizado', hairColor: 1 },
  },
  {
    nombres: 'Claudia',
    apellidos: 'Inga Rivas',
    puesto: 'Especialista en Amazon Connect',
    frase: 'La tecnología también puede ser cálida.',
    look: { skin: 3, hair: 'ondulado', hairColor: 0 },
  },
  {
    nombres: 'Eduardo',
    apellidos: 'Lazo Bustamante',
    puesto: 'Instructor AWS re/Start',
    frase: 'Enseñar es aprender dos veces.',
    look: { skin: 3, hair: 'corto', hairColor: 4, beard: true },
  },
  {
    nombres: 'Natalia',
    apellidos: 'Gamarra Prado',
    puesto: 'Instructora AWS re/Start',
    frase: 'Nadie nace sabiendo, todos nacemos curiosos.',
    look: { skin: 2, hair: 'moño', hairColor: 2, glasses: true },
  },
  {
    nombres: 'Miguel Ángel',
    apellidos: 'Tapia Colque',
    puesto: 'Ingeniero de soporte',
    frase: 'Resolver rápido y explicar mejor.',
    look: { skin: 5, hair: 'corto', hairColor: 0 },
  },
  {
    nombres: 'Karina',
    apellidos: 'Poma Lizárraga',
    puesto: 'Ingeniera de soporte',
    frase: 'La paciencia también es una habilidad técnica.',
    look: { skin: 4, hair: 'cola', hairColor: 1 },
  },
  {
    nombres: 'Rodrigo',
    apellidos: 'Velarde Chumpitaz',
    puesto: 'Ejecutivo de cuentas',
    frase: 'Un cliente contento es nuestra mejor referencia.',
    look: { skin: 2, hair: 'ondulado', hairColor: 2, beard: true },
  },
  {
    nombres: 'Stephanie',
    apellidos: 'Arévalo Díaz',
    puesto: 'Ejecutiva de cuentas',
    frase: 'Entender el negocio es el primer paso técnico.',
    look: { skin: 1, hair: 'largo', hairColor: 3 },
  },
  {
    nombres: 'Víctor',
    apellidos: 'Huerta Machaca',
    puesto: 'Especialista en preventa',
    frase: 'Una buena demo vale más que cien diapositivas.',
    look: { skin: 4, hair: 'rapado', hairColor: 0 },
  },
  {
    nombres: 'Elena',
    apellidos: 'Carbajal Sotomayor',
    puesto: 'Jefa de talento humano',
    frase: 'Los equipos felices construyen cosas grandes.',
    look: { skin: 2, hair: 'melena', hairColor: 4, glasses: true },
  },
  {
    nombres: 'Gonzalo',
    apellidos: 'Rivera Anchante',
    puesto: 'Analista de finanzas',
    frase: 'Los números claros hacen decisiones claras.',
    look: { skin: 1, hair: 'corto', hairColor: 1, glasses: true },
  },
  {
    nombres: 'Jimena',
    apellidos: 'Calderón Yauri',
    puesto: 'Coordinadora de marketing',
    frase: 'Contamos historias reales de tecnología.',
    look: { skin: 3, hair: 'rizado', hairColor: 2 },
  },
];

export const teamContent = {
  bannerTitle: 'Nuestro equipo',
  bannerDescription:
    'Arquitectos cloud, DBAs, desarrolladores y especialistas que hacen posible cada proyecto con nuestros clientes.',
  gridHeading: 'Las personas detrás de Ayni Cloud',
  /** Names the list of member cards for assistive technology. */
  gridLabel: 'Integrantes del equipo',
  portraitLabel: (fullName: string) => `Retrato ilustrado de ${fullName}`,
  join: {
    heading: 'Súmate a nuestro equipo',
    text: 'Siempre buscamos personas curiosas, con ganas de aprender y de servir. Cuéntanos sobre ti.',
    primary: { label: '¿Quieres unirte?', to: '/ayuda/trabaja-con-nosotros' },
  },
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Nuestro equipo',
  description:
    'Conoce a las personas de Ayni Cloud: arquitectos cloud, DBAs, desarrolladores y especialistas que hacen posible cada proyecto con nuestros clientes.',
};
