import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build-site';

/**
 * The import rules of eslint.config.js (decisions 073, 076, 082 and 103), run by ESLint itself: a
 * forbidden import fails with its layer's message, an allowed one passes, a cycle fails. The code
 * is linted as if it lived at `file`; only the cycle needs files on disk. At the end, the one rule
 * of the same file that is not about imports: weights come from the type scale (decision 090).
 */
const eslint = new ESLint({ cwd: repoRoot });

/** The zone of the browser's folder (decision 103). */
const browserFolder = 'Lo que corre en el navegador vive en behaviours/';

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import rules', () => {
  it.each([
    ['frontend/src/lib/zone.ts', '../theme/tokens', 'lib/ y theme/ son la base'],
    ['frontend/src/content/zone.ts', '../components/Section', 'El contenido es texto y datos'],
    ['frontend/src/components/Zone.tsx', '../forms/ContactForm', 'Los componentes son genéricos'],
    // Decision 103: the browser's folder reads itself, content/, the tokens and the contract.
    ['frontend/src/behaviours/zone.ts', '../app/page-meta', browserFolder],
    ['frontend/src/behaviours/zone.ts', '../forms/Honeypot', browserFolder],
    ['frontend/src/behaviours/forms/zone.ts', '../../forms/FormShell', browserFolder],
    ['frontend/src/behaviours/forms/zone.ts', '../../lib/dates', browserFolder],
    ['frontend/src/behaviours/zone.ts', '../theme/index', browserFolder],
    ['frontend/src/behaviours/zone.ts', '../site', browserFolder],
    ['frontend/src/forms/zone.ts', '../../../contract/contact-api', 'solo contact-constants'],
    [
      'frontend/src/behaviours/forms/zone.ts',
      '../../../../contract/contact-api',
      'solo contact-constants',
    ],
    [
      'frontend/src/behaviours/forms/a-form-model.ts',
      './contact-form-model',
      'Un modelo de formulario',
    ],
    ['frontend/src/pages/Zone.tsx', '../app/root', 'Las páginas no importan app/'],
    ['frontend/src/zone.ts', '../../infra/config', 'El sitio no importa Lambdas'],
    ['lambdas/zone.ts', '../frontend/src/site', 'Las Lambdas solo comparten contract/'],
    ['scripts/zone.ts', '../test/colour-names', 'Los scripts no importan pruebas'],
    // Decision 110: npm test runs without bench/.
    ['test/e2e/zone.test.ts', '../../bench/references', 'el sitio no conoce el banco'],
    ['test/unit/zone.test.ts', '../../bench/budgets', 'el sitio no conoce el banco'],
  ])('%s may not import %s', async (file, source, message) => {
    const found = await problems(file, `import '${source}';\n`);
    expect(found).toEqual([expect.stringContaining(message)]);
    expect(found[0]).toMatch(/^import-x\/no-restricted-paths: /);
  });

  it.each([
    ['frontend/src/behaviours/zone.ts', 'react', 'DOM sin framework'],
    ['frontend/src/behaviours/forms/zone.ts', '@mui/material/Box', 'DOM sin framework'],
    ['frontend/src/components/Zone.tsx', '@mui/material', 'Importa MUI por ruta'],
    ['frontend/src/zone.ts', 'aws-cdk-lib', 'El sitio no importa infraestructura'],
  ])('%s may not import the package %s', async (file, source, message) => {
    const found = await problems(file, `import '${source}';\n`);
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^no-restricted-imports: .*${message}`)),
    ]);
  });

  it('lets each layer import what the table allows', async () => {
    const allowed: [string, string[]][] = [
      [
        'frontend/src/behaviours/zone.ts',
        ['../../../contract/contact-constants', './forms/contact-form-model', './markup'],
      ],
      [
        'frontend/src/behaviours/forms/zone.ts',
        [
          '../../../../contract/form-post',
          '../../../../routes/site-routes',
          '../../content/shared/ui',
          '../../theme/tokens',
          '../markup',
          './required-text',
        ],
      ],
      ['frontend/src/forms/Zone.tsx', ['../behaviours/forms/contact-form-model']],
      ['frontend/src/behaviours/zone.test.ts', ['../layout/Footer']],
      [
        'frontend/src/components/Zone.tsx',
        ['../content/ui', '../theme/tokens', '../behaviours/markup'],
      ],
      ['frontend/src/pages/Zone.tsx', ['../components/Section', '../forms/ContactForm']],
      ['frontend/src/app/zone.ts', ['../layout/Footer', '../pages/home/HomePage']],
    ];
    for (const [file, sources] of allowed) {
      const code = sources.map((source) => `import '${source}';\n`).join('');
      expect(await problems(file, code), file).toEqual([]);
    }
  });

  describe('a cycle', () => {
    // Two real modules: the cycle rule follows imports on disk.
    const names = ['a', 'b'].map((name) => `import-rules-cycle-${process.pid}-${name}`);
    const files = names.map((name) => join(repoRoot, 'frontend/src/lib', `${name}.ts`));

    beforeAll(() => {
      writeFileSync(
        files[0]!,
        `import { b } from './${names[1]}';\nexport const a = (): number => b();\n`,
      );
      writeFileSync(
        files[1]!,
        `import { a } from './${names[0]}';\nexport const b = (): number => a();\n`,
      );
    });
    afterAll(() => {
      for (const file of files) rmSync(file, { force: true });
    });

    it('fails on both of its modules', async () => {
      const results = await eslint.lintFiles(files);
      expect(results.map((result) => result.messages.map((message) => message.ruleId))).toEqual([
        ['import-x/no-cycle'],
        ['import-x/no-cycle'],
      ]);
    });
  });
});

describe('the type scale', () => {
  it('refuses a font weight written as a number in a style', async () => {
    const found = await problems(
      'frontend/src/components/Zone.tsx',
      'export const style = { fontWeight: 600 };\n',
    );
    expect(found).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*fontWeights, en theme\/tokens\.ts/),
    ]);
  });

  it("takes the scale's weights", async () => {
    const code = [
      "import { fontWeights } from '../theme/tokens';",
      'export const style = { fontWeight: fontWeights.bold };',
      '',
    ].join('\n');
    expect(await problems('frontend/src/components/Zone.tsx', code)).toEqual([]);
  });
});
