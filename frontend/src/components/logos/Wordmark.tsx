// stub: replaced by feat/company at merge
export function Wordmark(props: { name: string; height?: number; tone?: 'light' | 'dark' }) {
  const height = props.height ?? 32;
  const width = Math.round(height * 0.62 * props.name.length) + 8;
  return (
    <svg
      role="img"
      aria-label={props.name}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <text
        x="4"
        y={height * 0.72}
        fontSize={height * 0.8}
        fontWeight={700}
        fill={props.tone === 'light' ? '#ffffff' : '#0b1f3a'}
      >
        {props.name}
      </text>
    </svg>
  );
}
