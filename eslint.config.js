import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = './frontend/src';
/** Folders of the site. */
const site = (...folders) => folders.map((folder) => `${src}/${folder}`);
/** What ships from a folder: its files but its tests. */
const shipped = (folder) => `${src}/${folder}/**/!(*.test).{ts,tsx}`;

/**
 * Who may not import whom (decision 073's table, amended by 076 and 103; decision 082 for the
 * plugin). A zone forbids files under `target` to import files under `from`, whatever the
 * import's spelling.
 */
const zones = [
  // The site and the Lambdas share the contract, nothing else; the route table and the contract
  // are read by everyone and read no one.
  {
    target: './frontend',
    from: ['./lambdas', './infra'],
    message: 'El sitio no importa Lambdas ni infraestructura: usa contract/.',
  },
  {
    target: './lambdas',
    from: ['./frontend', './infra'],
    message: 'Las Lambdas solo comparten contract/.',
  },
  {
    target: './contract',
    from: ['./frontend', './lambdas', './infra'],
    message: 'El contrato no depende de nadie.',
  },
  {
    target: './routes',
    from: ['./frontend', './lambdas', './infra', './scripts', './contract'],
    message:
      'La tabla de rutas no importa nada: la leen el sitio, los scripts y la infraestructura.',
  },
  {
    target: './scripts/**/!(*.test).{ts,mjs}',
    from: './test',
    message: 'Los scripts no importan pruebas: lo que compartan vive en scripts/.',
  },
  // Decisions 104, 110: the bench reads the site and its scripts; nothing of the site, and no
  // test, knows the bench (its own tests sit beside it, in bench/).
  {
    target: [
      './frontend',
      './scripts',
      './routes',
      './contract',
      './lambdas',
      './infra',
      './bin',
      './test',
    ],
    from: './bench',
    message: 'El banco de pruebas lee el sitio; el sitio no conoce el banco de pruebas.',
  },
  {
    target: './bench',
    from: './test',
    message: 'El banco de pruebas no importa pruebas.',
  },

  // The site's layers.
  {
    target: `${src}/lib`,
    from: site('content', 'components', 'behaviours', 'forms', 'layout', 'pages', 'app', 'theme'),
    message: 'lib/ y theme/ son la base: no importan nada del sitio.',
  },
  {
    target: `${src}/theme`,
    from: site('content', 'components', 'behaviours', 'forms', 'layout', 'pages', 'app', 'lib'),
    message: 'lib/ y theme/ son la base: no importan nada del sitio.',
  },
  {
    target: `${src}/content`,
    from: site('components', 'behaviours', 'forms', 'layout', 'pages', 'app'),
    message: 'El contenido es texto y datos: no importa componentes, páginas ni app/.',
  },
  {
    target: `${src}/components`,
    from: site('forms', 'layout', 'pages', 'app'),
    message:
      'Los componentes son genéricos: toman colores del tema y reciben formularios como props.',
  },
  // Decision 103: everything the browser runs lives in behaviours/ (decision 076), and from the
  // site it reads only typed data (content/) and the design tokens; from outside the site, the
  // contract (see below) and the route table. The build-time components import from it, never
  // the reverse. The zone names folders, not files: a module moved in or out follows it.
  {
    target: shipped('behaviours'),
    from: './frontend',
    except: ['./src/behaviours', './src/content', './src/theme/tokens.ts'],
    message:
      'Lo que corre en el navegador vive en behaviours/: importa solo behaviours/, content/, theme/tokens.ts, contract/ y routes/; ningún componente, página ni app/.',
  },
  {
    target: `${src}/forms`,
    from: site('pages', 'layout', 'app'),
    message: 'Los formularios no importan páginas, el layout ni app/: las páginas los colocan.',
  },
  {
    target: `${src}/behaviours/forms/*-form-model.ts`,
    from: `${src}/behaviours/forms/*-form-model.ts`,
    message: 'Un modelo de formulario no importa a otro: lo que comparten va en su propio módulo.',
  },
  {
    target: `${src}/layout`,
    from: site('forms', 'pages', 'app'),
    message: 'El layout rodea las páginas: no las importa, ni app/.',
  },
  {
    target: `${src}/pages`,
    from: site('layout', 'app'),
    message: 'Las páginas no importan app/ ni el layout: app/ las coloca dentro del layout.',
  },
  // Decision 070: what runs in the browser reads the contract's constants and form rules, never its zod schema.
  ...['behaviours', 'forms'].map((folder) => ({
    target: shipped(folder),
    from: './contract',
    except: ['./contact-constants.ts', './form-post.ts'],
    message:
      'Los formularios importan del contrato solo contact-constants y form-post: el esquema zod es de las Lambdas.',
  })),
];

/** Packages the site imports by path only or not at all (zones name files, not packages). */
const sitePackages = {
  paths: [
    {
      name: '@mui/material',
      message: 'Importa MUI por ruta: @mui/material/Button.',
    },
    { name: '@mui/icons-material', message: 'Importa los íconos por ruta.' },
  ],
  patterns: [
    {
      group: ['aws-cdk-lib', 'aws-cdk-lib/*'],
      message: 'El sitio no importa infraestructura.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'cdk.out/',
      'node_modules/',
      '**/.react-router/',
      'bench/reports/',
      'bench/tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // The cycle rule reads the modules an import names: TypeScript ones too (the default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      // One lint run: a module is resolved and read once (the default forgets it after 30 s).
      'import-x/cache': { lifetime: '∞' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
    },
  },
  {
    // The layers of decision 073 are the site's: a cycle there is one between its layers.
    files: ['frontend/src/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules only. The plugin's React Compiler diagnostics (static-components,
      // purity, refs, set-state-in-effect…) guard how components behave when React runs in the
      // browser — memoization, effects, state during render — and React runs at build time only
      // here (decision 076); they were half of the lint's time (decision 082).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', sitePackages],
      // Decision 090: every weight comes from the type scale, where a new one is a choice in view.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='fontWeight'] > Literal.value",
          message: 'El peso de la letra viene de la escala: fontWeights, en theme/tokens.ts.',
        },
      ],
    },
  },
  {
    // Decision 076: the browser runs plain DOM code; the site's package list holds here too.
    files: ['frontend/src/behaviours/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: sitePackages.paths,
          patterns: [
            ...sitePackages.patterns,
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'react-router',
                'react-router/*',
                '@mui/*',
                '@emotion/*',
              ],
              message:
                'Lo que corre en el navegador es DOM sin framework: ni React, ni MUI, ni emotion.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
