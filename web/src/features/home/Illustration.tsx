// Honest, lightweight SVG illustrations of app screens (no fake screenshots): fixed 640×400 intrinsic size.
import type { IllustrationKind } from './landing-content';

export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 400;

const ACCENT: Record<IllustrationKind, string> = {
  dashboard: '#2563eb',
  projects: '#2563eb',
  plant: '#d97706',
  materials: '#059669',
  forms: '#7c3aed',
  labour: '#db2777',
};

function Rows({
  x,
  y,
  count,
  width,
  accent,
}: {
  x: number;
  y: number;
  count: number;
  width: number;
  accent: string;
}) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <g key={i}>
          <rect x={x} y={y + i * 44} width={width} height="34" rx="6" fill="#ffffff" stroke="#e2e8f0" />
          <rect x={x + 12} y={y + i * 44 + 12} width={width * 0.4} height="10" rx="5" fill="#94a3b8" />
          <rect
            x={x + width - 86}
            y={y + i * 44 + 9}
            width="70"
            height="16"
            rx="8"
            fill={accent}
            opacity={0.2 + (i % 3) * 0.25}
          />
        </g>
      ))}
    </>
  );
}

function Body({ kind, accent }: { kind: IllustrationKind; accent: string }) {
  switch (kind) {
    case 'dashboard':
    case 'labour':
      return (
        <>
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={150 + i * 160} y="70" width="145" height="80" rx="8" fill="#ffffff" stroke="#e2e8f0" />
              <rect x={164 + i * 160} y="86" width="60" height="10" rx="5" fill="#94a3b8" />
              <rect x={164 + i * 160} y="108" width="90" height="22" rx="5" fill={accent} opacity="0.8" />
            </g>
          ))}
          <rect x="150" y="166" width="465" height="210" rx="8" fill="#ffffff" stroke="#e2e8f0" />
          {[60, 110, 80, 140, 120, 170, 150].map((h, i) => (
            <rect
              key={i}
              x={180 + i * 60}
              y={356 - h}
              width="34"
              height={h}
              rx="4"
              fill={accent}
              opacity={0.35 + i * 0.09}
            />
          ))}
        </>
      );
    case 'forms':
      return (
        <>
          <rect x="300" y="64" width="170" height="316" rx="22" fill="#0f172a" />
          <rect x="310" y="80" width="150" height="284" rx="12" fill="#ffffff" />
          <rect x="324" y="96" width="90" height="12" rx="6" fill={accent} />
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              x="324"
              y={124 + i * 36}
              width="122"
              height="24"
              rx="5"
              fill="#f1f5f9"
              stroke="#e2e8f0"
            />
          ))}
          <rect x="324" y="236" width="56" height="56" rx="6" fill="#cbd5e1" />
          <rect x="390" y="236" width="56" height="56" rx="6" fill="#cbd5e1" />
          <rect x="324" y="316" width="122" height="28" rx="14" fill={accent} />
          <rect x="150" y="100" width="120" height="150" rx="6" fill="#ffffff" stroke="#e2e8f0" />
          <text x="210" y="185" textAnchor="middle" fontSize="22" fontFamily="sans-serif" fill="#64748b">
            PDF
          </text>
        </>
      );
    default:
      return <Rows x={150} y={70} count={7} width={465} accent={accent} />;
  }
}

export function Illustration({ kind, title }: { kind: IllustrationKind; title: string }) {
  const accent = ACCENT[kind];
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}`}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${ILLUSTRATION_WIDTH} / ${ILLUSTRATION_HEIGHT}`,
      }}
    >
      <rect width="640" height="400" rx="12" fill="#f8fafc" />
      <rect width="640" height="44" rx="12" fill="#0f172a" />
      <rect y="32" width="640" height="12" fill="#0f172a" />
      <circle cx="22" cy="22" r="6" fill="#f87171" />
      <circle cx="42" cy="22" r="6" fill="#fbbf24" />
      <circle cx="62" cy="22" r="6" fill="#34d399" />
      <rect x="0" y="44" width="126" height="356" fill="#e2e8f0" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x="16"
          y={70 + i * 34}
          width={i === 0 ? 94 : 78}
          height="14"
          rx="7"
          fill={i === 0 ? accent : '#94a3b8'}
        />
      ))}
      <Body kind={kind} accent={accent} />
    </svg>
  );
}
