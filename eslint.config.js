import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What no file of the site imports: the Lambdas and the infrastructure (the contract is what it
 * shares with them), and MUI's barrels (imported by path, barrels defeat tree-shaking).
 */
const siteImports = {
  paths: [
    { name: '@mui/material', message: 'Importa MUI por ruta: @mui/material/Button.' },
    { name: '@mui/icons-material', message: 'Importa los íconos por ruta.' },
  ],
  patterns: [
    {
      group: ['**/lambdas/**', '**/infra/**', 'aws-cdk-lib', 'aws-cdk-lib/*'],
      message: 'El sitio no importa Lambdas ni infraestructura: usa contract/.',
    },
  ],
};

/** A group of frontend/src folders a file may not import from, wherever they are. */
function folders(names, message) {
  return { group: names.flatMap((name) => [`**/${name}`, `**/${name}/**`]), message };
}

/**
 * The site's layers (decision 073, whose table lists the folders each layer may not import: the
 * blocks below check that table). One no-restricted-imports setting wins per file, so every
 * layer's list repeats what the whole site may not import.
 */
function siteLayer(files, patterns, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: siteImports.paths, patterns: [...siteImports.patterns, ...patterns] },
      ],
    },
  };
}

const src = 'frontend/src';
const tests = [`${src}/**/*.test.{ts,tsx}`];

/**
 * The forms read the contract's zod-free modules (its constants, and how a form post becomes the
 * payload: decisions 070 and 075), never its zod schema; tests may.
 */
const contractConstantsOnly = {
  group: ['**/contract/**', '!**/contract/contact-constants', '!**/contract/form-post'],
  message:
    'Los formularios importan del contrato solo contact-constants y form-post: el esquema zod es de las Lambdas.',
};
const earlyLayer = folders(
  ['components', 'layout', 'pages', 'app'],
  'El código temprano no importa componentes, páginas ni app/.',
);
const formsLayer = folders(
  ['pages', 'layout', 'app'],
  'Los formularios no importan páginas, el layout ni app/: las páginas los colocan.',
);

/**
 * A layer that reads the contract's constants only: its list for every file, then the same list
 * plus `contractConstantsOnly` for all but the tests (the later block wins where both match).
 */
function readsContractConstants(files, patterns) {
  return [
    siteLayer(files, patterns),
    siteLayer(files, [...patterns, contractConstantsOnly], tests),
  ];
}

/** Outside the site a folder's one rule: `files` may not import `group`; `message` says why. */
function forbid(files, group, message, ignores = []) {
  return {
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  };
}

export default tseslint.config(
  { ignores: ['build/', 'cdk.out/', 'node_modules/', 'frontend/.react-router/', 'bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: the site never reaches into the Lambdas or the infrastructure,
      // and MUI is imported by path (barrels defeat tree-shaking).
      'no-restricted-imports': ['error', siteImports],
    },
  },
  siteLayer(
    [`${src}/lib/**`, `${src}/theme/**`],
    [
      folders(
        ['content', 'components', 'early', 'forms', 'layout', 'pages', 'app', 'lib', 'theme'],
        'lib/ y theme/ son la base: no importan nada del sitio.',
      ),
    ],
  ),
  siteLayer(
    [`${src}/content/**`],
    [
      folders(
        ['components', 'early', 'forms', 'layout', 'pages', 'app'],
        'El contenido es texto y datos: no importa componentes, páginas ni app/.',
      ),
    ],
  ),
  siteLayer(
    [`${src}/components/**`],
    [
      folders(
        ['forms', 'layout', 'pages', 'app'],
        'Los componentes son genéricos: toman colores del tema y reciben formularios como props.',
      ),
    ],
  ),
  ...readsContractConstants([`${src}/early/**`], [earlyLayer]),
  ...readsContractConstants([`${src}/forms/**`], [formsLayer]),
  siteLayer(
    [`${src}/forms/*-form-model.ts`],
    [
      formsLayer,
      contractConstantsOnly,
      {
        group: ['./*-form-model'],
        message:
          'Un modelo de formulario no importa a otro: lo que comparten va en su propio módulo.',
      },
    ],
  ),
  siteLayer(
    [`${src}/layout/**`],
    [folders(['forms', 'pages', 'app'], 'El layout rodea las páginas: no las importa, ni app/.')],
  ),
  siteLayer(
    [`${src}/pages/**`],
    [
      folders(
        ['layout', 'app'],
        'Las páginas no importan app/ ni el layout: app/ las coloca dentro del layout.',
      ),
    ],
  ),
  forbid(
    ['lambdas/**/*.ts'],
    ['**/frontend/**', '**/infra/**'],
    'Las Lambdas solo comparten contract/.',
  ),
  // The route table is shared like the contract: the site, the scripts and the CDK app read
  // it, so it reads none of them.
  forbid(
    ['routes/**/*.ts'],
    ['**/frontend/**', '**/lambdas/**', '**/infra/**', '**/scripts/**', '**/contract/**'],
    'La tabla de rutas no importa nada: la leen el sitio, los scripts y la infraestructura.',
  ),
  // Tests use the scripts' tools (Chromium, the local stack), never the other way round: the
  // build, the bench and the screenshots must not depend on a test file.
  forbid(
    ['scripts/**/*.{ts,mjs}'],
    ['**/test/**'],
    'Los scripts no importan pruebas: lo que compartan vive en scripts/.',
    ['scripts/**/*.test.ts'],
  ),
  forbid(
    ['contract/**/*.ts'],
    ['**/frontend/**', '**/lambdas/**', '**/infra/**'],
    'El contrato no depende de nadie.',
  ),
  prettier,
);
