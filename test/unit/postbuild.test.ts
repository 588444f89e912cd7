import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../scripts/postbuild';

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
