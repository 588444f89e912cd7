/**
 * An original typographic wordmark: the name set as SVG text in one of a few house
 * styles, picked from the name so each company looks distinct and always the same.
 * `textLength` pins the text to the width we computed, so the mark never overflows
 * its box whatever font the visitor's system supplies.
 */
import { Fragment } from 'react';
import { brand, onDark } from '../../theme/tokens';

export interface WordmarkProps {
  readonly name: string;
  /** Rendered height of one line in CSS pixels (default 40); a long name takes two lines. */
  readonly height?: number;
  /** 'light' draws white on dark backgrounds; 'dark' draws ink on light ones. */
  readonly tone?: 'light' | 'dark';
}

interface Style {
  readonly weight: number;
  readonly upper: boolean;
  readonly tracking: number;
  readonly mark: 'none' | 'dot' | 'bar' | 'ring' | 'chevron' | 'wave' | 'diamond';
  readonly italic: boolean;
}

const styles: readonly Style[] = [
  { weight: 800, upper: true, tracking: 0.08, mark: 'none', italic: false },
  { weight: 700, upper: false, tracking: 0, mark: 'ring', italic: false },
  { weight: 600, upper: true, tracking: 0.18, mark: 'bar', italic: false },
  { weight: 800, upper: false, tracking: -0.02, mark: 'dot', italic: true },
  { weight: 700, upper: false, tracking: 0.02, mark: 'chevron', italic: false },
  { weight: 500, upper: true, tracking: 0.12, mark: 'wave', italic: false },
  { weight: 700, upper: false, tracking: 0.01, mark: 'diamond', italic: false },
];

const accents = ['#f28c28', '#3d9be9', '#2bb59a', '#e0567a', '#8f7cf0', '#f2c12e'] as const;

/** A small, stable hash of the name (FNV-1a), so a name always gets the same style. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const VIEW_HEIGHT = 40;
const FONT_SIZE = 20;
/** A second line's advance, in view units. */
const LINE_STEP = 24;
/** Longer names take two lines, so a card does not shrink them to a thread (issue 39). */
const ONE_LINE_MAX = 12;

/**
 * The name on one line, or on two split at the space nearest its middle — never after a short word
 * ("Diario / El Mirador", not "Diario El / Mirador"), as Spanish typography keeps it with the next.
 */
export function wordmarkLines(text: string): string[] {
  const all = [...text.matchAll(/ /g)].map((match) => match.index);
  const afterLongWord = all.filter((at) => at - (text.lastIndexOf(' ', at - 1) + 1) > 2);
  const spaces = afterLongWord.length > 0 ? afterLongWord : all;
  if (text.length <= ONE_LINE_MAX || spaces.length === 0) return [text];
  const middle = spaces.reduce((best, at) =>
    Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2) ? at : best,
  );
  return [text.slice(0, middle), text.slice(middle + 1)];
}

export function Wordmark({ name, height = 40, tone = 'dark' }: WordmarkProps) {
  const hash = nameHash(name);
  const style = styles[hash % styles.length]!;
  const accent = accents[(hash >>> 8) % accents.length]!;
  const ink = tone === 'light' ? onDark.text : brand.navy;
  const text = style.upper ? name.toUpperCase() : name;
  const glyphWidth = style.upper ? 0.68 : 0.56;
  const lines = wordmarkLines(text);
  const widthOf = (line: string) =>
    Math.round(line.length * FONT_SIZE * (glyphWidth + style.tracking));
  const textWidth = Math.max(...lines.map(widthOf));
  const markWidth = style.mark === 'none' || style.mark === 'bar' ? 0 : 30;
  const viewWidth = markWidth + textWidth + 4;
  const viewHeight = VIEW_HEIGHT + (lines.length - 1) * LINE_STEP;
  const baseline = 27;
  const lastBaseline = baseline + (lines.length - 1) * LINE_STEP;

  return (
    <svg
      role="img"
      aria-label={name}
      width={Math.round((viewWidth / VIEW_HEIGHT) * height)}
      height={Math.round((viewHeight / VIEW_HEIGHT) * height)}
      viewBox={`0 0 ${viewWidth} ${viewHeight}`}
      focusable="false"
    >
      <g transform={`translate(0 ${((lines.length - 1) * LINE_STEP) / 2})`}>
        <Mark kind={style.mark} accent={accent} ink={ink} />
      </g>
      {/* One text, a line per tspan with a space between them: what the mark reads as is its
          name, words apart ("Amazon Aurora", not "AmazonAurora"), which its link's name
          contains (WCAG 2.5.3). */}
      <text
        fill={ink}
        fontSize={FONT_SIZE}
        fontWeight={style.weight}
        fontStyle={style.italic ? 'italic' : 'normal'}
      >
        {lines.map((line, index) => (
          <Fragment key={line}>
            {index > 0 ? ' ' : null}
            <tspan
              x={markWidth + 2}
              y={baseline + index * LINE_STEP}
              textLength={widthOf(line)}
              lengthAdjust="spacingAndGlyphs"
            >
              {line}
            </tspan>
          </Fragment>
        ))}
      </text>
      {style.mark === 'bar' ? (
        <rect
          x={markWidth + 2}
          y={lastBaseline + 5}
          width={textWidth * 0.3}
          height={3}
          fill={accent}
        />
      ) : null}
    </svg>
  );
}

function Mark({ kind, accent, ink }: { kind: Style['mark']; accent: string; ink: string }) {
  switch (kind) {
    case 'dot':
      return (
        <>
          <circle cx={13} cy={20} r={10} fill={accent} />
          <circle cx={17} cy={16} r={4} fill={ink} opacity={0.85} />
        </>
      );
    case 'ring':
      return (
        <>
          <circle cx={13} cy={20} r={9} fill="none" stroke={accent} strokeWidth={5} />
          <circle cx={13} cy={20} r={2.5} fill={ink} />
        </>
      );
    case 'chevron':
      return (
        <path
          d="M3 10h8l9 10-9 10H3l9-10z M14 10h6l9 10-9 10h-6l9-10z"
          fill={accent}
          fillRule="evenodd"
        />
      );
    case 'wave':
      return (
        <path
          d="M2 24c4-8 8-8 12 0s8 8 12 0M2 16c4-8 8-8 12 0s8 8 12 0"
          fill="none"
          stroke={accent}
          strokeWidth={3.5}
          strokeLinecap="round"
        />
      );
    case 'diamond':
      return (
        <>
          <path d="M13 6l11 14-11 14L2 20z" fill={accent} />
          <path d="M13 13l5.5 7-5.5 7-5.5-7z" fill={ink} opacity={0.85} />
        </>
      );
    default:
      return null;
  }
}
