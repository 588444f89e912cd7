/**
 * The company's mark, drawn for the project: a stepped Andean cross (chakana)
 * whose centre is a cloud. Pure SVG, so it is sharp at every size and costs no request.
 */
export function BrandMark({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path fill="#f28c28" d="M18 2h12v8h8v8h8v12h-8v8h-8v8H18v-8h-8v-8H2V18h8v-8h8z" />
      <path
        fill="#0b1f3a"
        d="M16.5 31a5.5 5.5 0 0 1-.9-10.93A8 8 0 0 1 31.1 18.6 6.2 6.2 0 1 1 32 31z"
      />
    </svg>
  );
}
