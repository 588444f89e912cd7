import { describe, expect, it } from 'vitest';
import { keepTogetherClass, keepTogetherRuns, typesetHtml } from './typesetting';

const contentFiles = import.meta.glob<Record<string, unknown>>(
  ['../content/**/*.ts', '../site.ts', '!../**/*.test.ts'],
  { eager: true },
);

/** Every string of the content, with the file it comes from. */
function contentStrings(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (file: string, value: unknown) => {
    if (typeof value === 'string') found.push({ file, text: value });
    else if (Array.isArray(value)) value.forEach((item) => walk(file, item));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => walk(file, v));
  };
  for (const [file, module] of Object.entries(contentFiles)) walk(file, module);
  return found;
}

/**
 * Where a line could break between a number and what belongs to it: a space after a number, or
 * between a sign and its number. Found apart from the typesetter's own pattern, on purpose.
 */
const junctions = /\d\s+\S|(?:S\/|\$|€|\+|±)\s+\d/gu;

/** The junctions of a text that no kept run covers. */
function breakableJunctions(text: string): string[] {
  const kept: [number, number][] = [];
  let at = 0;
  for (const part of keepTogetherRuns(text)) {
    if (part.keep) kept.push([at, at + part.text.length]);
    at += part.text.length;
  }
  return [...text.matchAll(junctions)]
    .filter(
      ({ index, 0: junction }) =>
        !kept.some(([start, end]) => index >= start && index + junction.length <= end),
    )
    .map(({ index }) => text.slice(Math.max(0, index - 12), index + 12));
}

describe('Spanish typography', () => {
  it('keeps every number of the content with its unit, sign or word', () => {
    const strings = contentStrings();
    expect(strings.filter(({ text }) => /\d\s/.test(text)).length).toBeGreaterThan(20);
    const loose = strings.flatMap(({ file, text }) =>
      breakableJunctions(text).map((around) => `${file}: …${around}…`),
    );
    expect(loose).toEqual([]);
  });

  it('keeps the issue’s examples whole and leaves the rest of the text free', () => {
    const kept = (text: string) =>
      keepTogetherRuns(text)
        .filter((p) => p.keep)
        .map((p) => p.text);
    expect(kept('llamadas 60 % más rápido')).toEqual(['60 %']);
    expect(kept('Connect: 65 % más autoservicio')).toEqual(['65 %']);
    expect(kept('atención 24/7 todo el año')).toEqual(['24/7 todo']);
    expect(kept('desde S/ 100 al mes')).toEqual(['S/ 100 al']);
    expect(kept('un programa de 14 semanas.')).toEqual(['14 semanas.']);
    expect(kept('+40 clientes')).toEqual(['+40 clientes']);
    expect(kept('sin números aquí')).toEqual([]);
    // The finder sees what the typesetter would miss.
    expect(breakableJunctions('60 %')).toEqual([]);
    expect(
      keepTogetherRuns('60 %')
        .map((p) => p.text)
        .join(''),
    ).toBe('60 %');
  });

  it('typesets the page’s text, and neither its head, scripts, drawings nor form options', () => {
    const html =
      '<html><head><title>Plan de 2 meses</title></head><body><p>Toma 14<!-- --> semanas</p>' +
      '<script type="application/ld+json">{"a":"3 días"}</script>' +
      '<svg><text>99,9 %</text></svg><select><option>5 años</option></select>' +
      '<a href="/x">el 60 % <b>más</b></a></body></html>';
    const span = (text: string) => `<span class="${keepTogetherClass}">${text}</span>`;
    expect(typesetHtml(html)).toBe(
      '<html><head><title>Plan de 2 meses</title></head>' +
        `<body><p>Toma ${span('14 semanas')}</p>` +
        '<script type="application/ld+json">{"a":"3 días"}</script>' +
        '<svg><text>99,9 %</text></svg><select><option>5 años</option></select>' +
        `<a href="/x">el ${span('60 %')} <b>más</b></a></body></html>`,
    );
  });
});
