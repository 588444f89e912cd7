import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        {
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
        },
      ],
    },
  },
  {
    files: ['lambdas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/frontend/**', '**/infra/**'],
              message: 'Las Lambdas solo comparten contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The route table is shared like the contract: the site, the scripts and the CDK app read
    // it, so it reads none of them.
    files: ['routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/frontend/**',
                '**/lambdas/**',
                '**/infra/**',
                '**/scripts/**',
                '**/contract/**',
              ],
              message:
                'La tabla de rutas no importa nada: la leen el sitio, los scripts y la infraestructura.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests use the scripts' tools (Chromium, the local stack), never the other way round: the
    // build, the bench and the screenshots must not depend on a test file.
    files: ['scripts/**/*.{ts,mjs}'],
    ignores: ['scripts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test/**'],
              message: 'Los scripts no importan pruebas: lo que compartan vive en scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/frontend/**', '**/lambdas/**', '**/infra/**'],
              message: 'El contrato no depende de nadie.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
