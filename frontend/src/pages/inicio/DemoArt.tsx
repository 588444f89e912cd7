import type { ReactNode } from 'react';
import type { DemoCard } from '../../content/inicio';

/**
 * Flat illustrations for the four demo cards, drawn for the project. Decorative:
 * each card's title says what the demo is.
 */
export function DemoArt({ art }: { art: DemoCard['art'] }) {
  return (
    <svg
      width={320}
      height={160}
      viewBox="0 0 320 160"
      aria-hidden
      focusable="false"
      style={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <rect width="320" height="160" fill="#0b1f3a" />
      <circle cx="280" cy="20" r="70" fill="#173a66" />
      {scenes[art]}
    </svg>
  );
}

/**
 * A word set inside a drawn pill: centred on `x` and fitted to `width` whatever face the engine
 * picks and whatever letter spacing a reader imposes (WCAG 1.4.12), so it never leaves its shape.
 */
function PillText({
  x,
  y,
  width,
  size,
  weight,
  fill,
  children,
}: {
  x: number;
  y: number;
  width: number;
  size: number;
  weight: 700 | 800;
  fill: string;
  children: string;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      textLength={width}
      lengthAdjust="spacingAndGlyphs"
      fontSize={size}
      fontWeight={weight}
      fill={fill}
    >
      {children}
    </text>
  );
}

const scenes: Record<DemoCard['art'], ReactNode> = {
  consola: (
    <g>
      <rect x="60" y="28" width="200" height="112" rx="8" fill="#fff" />
      <rect x="60" y="28" width="200" height="18" rx="8" fill="#dbe9f7" />
      <circle cx="72" cy="37" r="3.5" fill="#e0567a" />
      <circle cx="83" cy="37" r="3.5" fill="#f2c12e" />
      <circle cx="94" cy="37" r="3.5" fill="#2bb59a" />
      <rect x="70" y="56" width="46" height="74" rx="4" fill="#e6f0fa" />
      <rect x="76" y="64" width="34" height="5" rx="2.5" fill="#0f5ba7" />
      <rect x="76" y="76" width="28" height="5" rx="2.5" fill="#9bb8d8" />
      <rect x="76" y="88" width="30" height="5" rx="2.5" fill="#9bb8d8" />
      <rect x="126" y="56" width="124" height="34" rx="4" fill="#fde7d3" />
      <path
        d="M134 82l18-12 14 8 20-16 16 10 20-8 20 10"
        fill="none"
        stroke="#c25100"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="126" y="98" width="58" height="32" rx="4" fill="#dff3ec" />
      <rect x="192" y="98" width="58" height="32" rx="4" fill="#ece6fb" />
      <PillText x={155} y={119} width={42} size={14} weight={700} fill="#2b8a6e">
        99,9 %
      </PillText>
      <rect x="200" y="106" width="10" height="18" fill="#6d4bc4" />
      <rect x="214" y="112" width="10" height="12" fill="#6d4bc4" />
      <rect x="228" y="102" width="10" height="22" fill="#6d4bc4" />
    </g>
  ),
  facial: (
    <g>
      <circle cx="160" cy="80" r="54" fill="#173a66" />
      <ellipse cx="160" cy="76" rx="26" ry="32" fill="#eec1a0" />
      <path
        d="M134 70c0-24 12-34 26-34s26 10 26 34c-6-10-14-16-26-16s-20 6-26 16z"
        fill="#1f1a17"
      />
      <circle cx="150" cy="78" r="2.8" fill="#1b2430" />
      <circle cx="170" cy="78" r="2.8" fill="#1b2430" />
      <path
        d="M151 94q9 6 18 0"
        fill="none"
        stroke="#8a3b2e"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M112 44v-14h14M208 44v-14h-14M112 116v14h14M208 116v14h-14"
        fill="none"
        stroke="#f28c28"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M118 80h84" stroke="#3d9be9" strokeWidth="2" strokeDasharray="6 5" />
      <rect x="226" y="58" width="62" height="44" rx="6" fill="#fff" />
      <circle cx="240" cy="72" r="6" fill="#2bb59a" />
      <path d="M237 72l2 2 4-4" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <rect x="250" y="68" width="30" height="5" rx="2.5" fill="#9bb8d8" />
      <rect x="234" y="84" width="46" height="5" rx="2.5" fill="#dbe9f7" />
      <rect x="234" y="93" width="34" height="5" rx="2.5" fill="#dbe9f7" />
    </g>
  ),
  streaming: (
    <g>
      <rect x="74" y="34" width="132" height="84" rx="8" fill="#fff" />
      <rect x="82" y="42" width="116" height="62" rx="4" fill="#0f5ba7" />
      <path d="M132 58v30l26-15z" fill="#fff" />
      <rect x="82" y="108" width="70" height="4" rx="2" fill="#f28c28" />
      <rect x="114" y="118" width="52" height="8" fill="#dbe9f7" />
      <rect x="100" y="126" width="80" height="6" rx="3" fill="#dbe9f7" />
      <rect x="86" y="46" width="42" height="13" rx="3" fill="#e0567a" />
      <PillText x={107} y={55.6} width={32} size={9} weight={800} fill="#fff">
        EN VIVO
      </PillText>
      <rect x="226" y="60" width="34" height="60" rx="6" fill="#fff" />
      <rect x="230" y="68" width="26" height="40" rx="2" fill="#3d9be9" />
      <path d="M240 82v12l10-6z" fill="#fff" />
      <path
        d="M214 40a30 30 0 0 1 30 0M220 48a18 18 0 0 1 18 0"
        fill="none"
        stroke="#f28c28"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </g>
  ),
  repositorio: (
    <g>
      <path d="M86 50h46l10 10h92v74H86z" fill="#f28c28" />
      <rect
        x="100"
        y="30"
        width="84"
        height="96"
        rx="4"
        fill="#fff"
        transform="rotate(-6 142 78)"
      />
      <rect x="122" y="34" width="84" height="96" rx="4" fill="#fff" />
      <rect x="132" y="48" width="58" height="6" rx="3" fill="#0f5ba7" />
      <rect x="132" y="62" width="64" height="5" rx="2.5" fill="#9bb8d8" />
      <rect x="132" y="74" width="50" height="5" rx="2.5" fill="#9bb8d8" />
      <rect x="132" y="86" width="60" height="5" rx="2.5" fill="#9bb8d8" />
      <path d="M80 72h160l-10 66H90z" fill="#c25100" />
      <circle cx="232" cy="52" r="18" fill="#2bb59a" />
      <path d="M226 52v-3a6 6 0 0 1 12 0v3" fill="none" stroke="#fff" strokeWidth="2.5" />
      <rect x="223" y="52" width="18" height="12" rx="2" fill="#fff" />
    </g>
  ),
};
