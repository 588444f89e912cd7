/**
 * Draws the share images of content/shared/share-images.ts as SVG and renders them to
 * PNG (1200×630) with Debian's Chromium, plus the square logo that the structured
 * data names, and the site's icons. The PNGs are committed in frontend/public/share/
 * (the icons in frontend/public/): rerun this script
 * (`node --import tsx scripts/render-share-images.ts`) after changing the data.
 *
 * The icons are PNG, not the SVG mark itself (decision 086): a browser builds an SVG icon as a
 * document of its own on the page's main thread, 20–45 ms on a slow phone as the page loads.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  SHARE_IMAGE_SIZE,
  type ShareImage,
  shareImages,
} from '../frontend/src/content/shared/share-images';
import { site, siteIcons, siteOrigin } from '../frontend/src/site';
import { chromiumArgs, ensureChromium } from './chromium';
import { repoRoot } from './build-site';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The brand mark (components/BrandMark.tsx): a stepped Andean cross with a cloud at its centre. */
const mark = (fill = '#f28c28', cloud = '#0b1f3a') =>
  `<path fill="${fill}" d="M18 2h12v8h8v8h8v12h-8v8h-8v8H18v-8h-8v-8H2V18h8v-8h8z"/>` +
  `<path fill="${cloud}" d="M16.5 31a5.5 5.5 0 0 1-.9-10.93A8 8 0 0 1 31.1 18.6 6.2 6.2 0 1 1 32 31z"/>`;

const font = 'system-ui, &quot;DejaVu Sans&quot;, Arial, sans-serif';

function shareSvg(image: ShareImage): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1f3a"/><stop offset="0.6" stop-color="#173a66"/><stop offset="1" stop-color="#0f5ba7"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${image.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${image.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="18" height="${height}" fill="${image.accent}"/>
  <g opacity="0.08" fill="#fff">${Array.from({ length: 7 }, (_, row) => Array.from({ length: 12 }, (_, col) => `<circle cx="${80 + col * 96}" cy="${60 + row * 90}" r="3"/>`).join('')).join('')}</g>
  <circle cx="930" cy="300" r="260" fill="url(#glow)"/>
  <g transform="translate(760 130) scale(7)">${mark()}</g>
  <g transform="translate(84 70) scale(1.25)">${mark()}</g>
  <text x="152" y="111" fill="#fff" font-family="${font}" font-size="38" font-weight="800">${escape(site.name)}</text>
  <foreignObject x="84" y="200" width="660" height="300">
    <div xmlns="http://www.w3.org/1999/xhtml" style="font-family:${font};color:#fff">
      <div style="font-size:62px;font-weight:800;line-height:1.1">${escape(image.headline)}</div>
      <div style="margin-top:24px;font-size:30px;line-height:1.35;color:rgba(255,255,255,0.88)">${escape(image.tagline)}</div>
    </div>
  </foreignObject>
  <text x="84" y="570" fill="${image.accent}" font-family="${font}" font-size="28" font-weight="700">${escape(siteOrigin(process.env.SITE_URL).replace(/^https?:\/\//, ''))}</text>
</svg>`;
}

function logoSvg(size = 512): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="#fff"/><g transform="translate(4 4) scale(0.8333)">${mark()}</g></svg>`;
}

/** The browser tab's icon: the mark alone, on nothing. */
function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">${mark()}</svg>`;
}

async function render() {
  const outDir = join(repoRoot, 'frontend/public/share');
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const shoot = async (svg: string, width: number, height: number, path: string) => {
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
        { waitUntil: 'load' },
      );
      await page.screenshot({ path, clip: { x: 0, y: 0, width, height }, omitBackground: true });
    };
    for (const image of shareImages) {
      await shoot(
        shareSvg(image),
        SHARE_IMAGE_SIZE.width,
        SHARE_IMAGE_SIZE.height,
        join(outDir, `${image.id}.png`),
      );
    }
    await shoot(logoSvg(), 512, 512, join(outDir, 'logo.png'));
    const publicDir = join(repoRoot, 'frontend/public');
    const { tab, homeScreen } = siteIcons;
    await shoot(iconSvg(tab.size), tab.size, tab.size, join(publicDir, tab.href));
    await shoot(logoSvg(homeScreen.size), homeScreen.size, homeScreen.size, join(publicDir, homeScreen.href));
  } finally {
    await browser.close();
  }
}

// `node --import tsx scripts/render-share-images.ts`
if (process.argv[1] === fileURLToPath(import.meta.url)) await render();
