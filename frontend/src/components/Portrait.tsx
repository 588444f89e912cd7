import type { HairStyle, PortraitLook } from '../content/nosotros/equipo';

/**
 * An illustrated, non-photographic portrait drawn from a few traits (content/nosotros/equipo.ts).
 * Original artwork for the project: flat shapes, no real person behind any of them.
 * Background and clothing colours vary with `seed`, so neighbours in the grid differ.
 */
export interface PortraitProps {
  readonly look: PortraitLook;
  /** Accessible description; omit when the name is already next to the portrait. */
  readonly label?: string;
  readonly seed: number;
  readonly size?: number;
}

const skins = ['#f6d7c3', '#eec1a0', '#d9a27a', '#c08457', '#9a6440', '#6f4529'] as const;
const hairs = ['#1f1a17', '#3b2a20', '#6b4a2e', '#8a3f22', '#9ea3a8'] as const;
const backgrounds = ['#dbe9f7', '#fde7d3', '#dff3ec', '#ece6fb', '#fbe3ea', '#fff2c8'] as const;
const clothes = [
  '#0f5ba7',
  '#c25100',
  '#173a66',
  '#2b8a6e',
  '#6d4bc4',
  '#b23a5a',
  '#3d4a5c',
] as const;

/** Hair drawn behind the head (long styles fall over the shoulders). */
const backHair: Partial<Record<HairStyle, string>> = {
  largo: 'M34 52C34 26 48 20 60 20s26 6 26 32v44H34z',
  ondulado:
    'M35 52C35 27 48 21 60 21s25 6 25 31c0 8 3 12 3 20s-5 10-5 16H37c0-6-5-8-5-16s3-12 3-20z',
  melena: 'M35 52C35 27 48 21 60 21s25 6 25 31v28H35z',
  cola: 'M78 40c10 6 14 22 8 40-2 6-6 8-8 6 4-14 4-30 0-46z',
  rizado:
    'M33 56a9 9 0 0 1 4-16 10 10 0 0 1 12-14 11 11 0 0 1 22 0 10 10 0 0 1 12 14 9 9 0 0 1 4 16 8 8 0 0 1-6 12H39a8 8 0 0 1-6-12z',
};

/** Hair drawn over the head (fringe, cap, bun…). */
const frontHair: Record<HairStyle, string> = {
  corto: 'M37 52C36 30 48 24 60 24c14 0 25 7 23 28-3-9-9-15-18-16-7 4-18 6-28 16z',
  rapado: 'M39 46c1-15 11-19 21-19s20 4 21 19c-5-7-12-10-21-10s-16 3-21 10z',
  ondulado: 'M37 54c-1-22 10-30 23-30s24 8 23 30c-4-10-8-14-12-16-6 6-20 8-34 16z',
  largo: 'M37 56c-2-24 9-32 23-32s25 8 23 32c-2-12-10-20-23-20-4 6-13 14-23 20z',
  moño: 'M38 50c0-17 10-24 22-24s22 7 22 24c-4-8-11-12-22-12s-18 4-22 12zM60 9a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
  rizado: 'M38 48c2-14 10-20 22-20s20 6 22 20c-6-6-14-8-22-8s-16 2-22 8z',
  cola: 'M38 50c0-17 10-24 22-24s22 7 22 24c-5-9-13-13-22-13-8 0-17 4-22 13z',
  melena: 'M37 52c0-20 10-27 23-27s23 7 23 27c-6-4-12-8-16-14-6 8-18 12-30 14z',
};

export function Portrait({ look, label, seed, size = 120 }: PortraitProps) {
  const skin = skins[look.skin];
  const hair = hairs[look.hairColor];
  const background = backgrounds[seed % backgrounds.length]!;
  const shirt = clothes[(seed * 3 + 1) % clothes.length]!;
  const back = backHair[look.hair];

  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="60" cy="60" r="60" fill={background} />
      {back ? <path d={back} fill={hair} /> : null}
      <path d="M18 120c0-24 18-36 42-36s42 12 42 36z" fill={shirt} />
      <path d="M50 84c2 8 18 8 20 0z" fill="#ffffff" opacity="0.35" />
      <rect x="52" y="70" width="16" height="16" rx="6" fill={skin} />
      <rect x="52" y="72" width="16" height="6" fill="#000" opacity="0.08" />
      <ellipse cx="38.5" cy="56" rx="4" ry="6" fill={skin} />
      <ellipse cx="81.5" cy="56" rx="4" ry="6" fill={skin} />
      <ellipse cx="60" cy="53" rx="22" ry="26" fill={skin} />
      <path d={frontHair[look.hair]} fill={hair} />
      {look.beard ? (
        <path
          d="M39 58c1 14 9 24 21 24s20-10 21-24c-3 6-7 9-11 9-3-3-7-4-10-4s-7 1-10 4c-4 0-8-3-11-9z"
          fill={hair}
          opacity="0.9"
        />
      ) : null}
      <path
        d="M47 47.5q4-3 8 0M65 47.5q4-3 8 0"
        fill="none"
        stroke={hair}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="51" cy="55" r="2.3" fill="#1b2430" />
      <circle cx="69" cy="55" r="2.3" fill="#1b2430" />
      <path
        d="M60 57v7h-2.5"
        fill="none"
        stroke="#000"
        strokeOpacity="0.18"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path
        d={look.beard ? 'M54 69q6 4 12 0' : 'M53 68q7 6 14 0'}
        fill="none"
        stroke={look.beard ? '#f3e1d6' : '#8a3b2e'}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      {look.glasses ? (
        <g fill="none" stroke="#1b2430" strokeWidth="1.8">
          <rect x="43.5" y="49" width="15" height="11" rx="4" />
          <rect x="61.5" y="49" width="15" height="11" rx="4" />
          <path d="M58.5 53.5h3M43.5 53l-5-2M76.5 53l5-2" />
        </g>
      ) : null}
    </svg>
  );
}
