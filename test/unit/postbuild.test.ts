import { describe, expect, it } from 'vitest';
import { withEarlyStart } from '../../frontend/src/components/particles/early-start';
import { earlyScriptTags, particleFieldUrl, robotsTxt, sitemapXml } from '../../scripts/postbuild';

describe('sitemap and robots', () => {
  it('lists each path under the public origin', () => {
    const xml = sitemapXml('https://www.example.pe', ['/', '/servicios']);
    expect(xml).toContain('<loc>https://www.example.pe/</loc>');
    expect(xml).toContain('<loc>https://www.example.pe/servicios</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://www.example.pe')).toContain(
      'Sitemap: https://www.example.pe/sitemap.xml',
    );
  });
});

describe('the particles’ early start', () => {
  it('finds the field’s chunk in Vite’s manifest, and fails the build when it is missing', () => {
    expect(
      particleFieldUrl({
        'src/components/particles/start-field.ts': { file: 'assets/start-field-AbC123.js' },
      }),
    ).toBe('/assets/start-field-AbC123.js');
    expect(() => particleFieldUrl({})).toThrow(/start-field\.ts/);
  });

  it('adds one inline module importing that chunk to a page with an idle canvas, and nothing elsewhere', () => {
    const home = '<html><body><canvas data-particles="idle"></canvas></body></html>';
    const started = withEarlyStart(home, '/assets/start-field-AbC123.js');
    expect(started.match(/<script type="module">/g)).toHaveLength(1);
    expect(started).toContain('import("/assets/start-field-AbC123.js")');
    expect(started.endsWith('</script></body></html>')).toBe(true);

    const other = '<html><body><h1>Servicios</h1></body></html>';
    expect(withEarlyStart(other, '/assets/start-field-AbC123.js')).toBe(other);
  });
});

describe('the early behaviours', () => {
  const manifest = {
    'src/early/index.ts': { file: 'assets/early-1.js', imports: ['_forms.js', '_site.js'] },
    '_forms.js': { file: 'assets/forms-2.js', imports: ['_site.js', '_copy.js'] },
    '_site.js': { file: 'assets/site-3.js' },
    '_copy.js': { file: 'assets/copy-4.js' },
  };

  it('loads the chunk as a module script, every chunk it imports preloaded once', () => {
    const tags = earlyScriptTags(manifest);
    expect(tags.match(/<link rel="modulepreload" href="([^"]+)"\/>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/forms-2.js"/>',
      '<link rel="modulepreload" href="/assets/site-3.js"/>',
      '<link rel="modulepreload" href="/assets/copy-4.js"/>',
    ]);
    expect(tags.endsWith('<script type="module" src="/assets/early-1.js"></script>')).toBe(true);
  });

  it('fails the build when the chunk or one of its imports is missing', () => {
    expect(() => earlyScriptTags({})).toThrow(/src\/early\/index\.ts/);
    expect(() =>
      earlyScriptTags({ 'src/early/index.ts': { file: 'assets/early-1.js', imports: ['_x.js'] } }),
    ).toThrow(/_x\.js/);
  });
});
