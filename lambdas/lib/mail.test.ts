import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedText } from '../../contract/contact-constants';
import { cutAtGraphemes, escapeHtml, headerSafe } from './mail';

describe('headerSafe', () => {
  it('turns line breaks and control characters into single spaces', () => {
    expect(headerSafe(' Ana\r\nBcc: x@y.pe\u0000\u2028Fin ')).toBe('Ana Bcc: x@y.pe Fin');
  });

  it('bounds the length', () => {
    expect(headerSafe('a'.repeat(500))).toHaveLength(150);
  });

  it('cuts between graphemes, counting code points: never inside an emoji or a letter with its accent', () => {
    expect(headerSafe('😀'.repeat(76))).toBe('😀'.repeat(76));
    expect(headerSafe('😀'.repeat(200))).toBe(`${'😀'.repeat(149)}…`);
    // A thumbs-up with its skin tone, and a flag: two code points each, one grapheme.
    expect(headerSafe(`${'a'.repeat(148)}👍🏽b`)).toBe(`${'a'.repeat(148)}…`);
    expect(headerSafe(`${'a'.repeat(148)}🇵🇪`)).toBe(`${'a'.repeat(148)}🇵🇪`);
    expect(headerSafe(`${'a'.repeat(148)}🇵🇪🇵🇪`)).toBe(`${'a'.repeat(148)}…`);
    expect(headerSafe(`${'a'.repeat(148)}e\u0301e`)).toBe(`${'a'.repeat(148)}…`);
    expect(cutAtGraphemes('abc', 3)).toBe('abc');
  });

  it('keeps every cut well formed and within its length, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 1, max: 160 }),
        (text, max) => {
          const cut = cutAtGraphemes(text, max);
          expect([...cut].length).toBeLessThanOrEqual(Math.max(max, 1));
          expect(isWellFormedText(cut)).toBe(true);
          if (cut !== text) expect(text.startsWith(cut.slice(0, -1).trimEnd())).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('drops the invisible format characters that would reorder or hide the subject', () => {
    expect(headerSafe('Ana \u202Egnp.exe\u200B')).toBe('Ana gnp.exe');
    expect(headerSafe('\u2066Luis\u2069 \u{E0041}Mamani')).toBe('Luis Mamani');
  });

  it('never leaves a control, format character or line separator, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(headerSafe(text)).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves no markup character in any text and round-trips through the entities', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        const decoded = escaped
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&');
        expect(decoded).toBe(text);
      }),
      { numRuns: 1_000 },
    );
  });
});
