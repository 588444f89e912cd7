/**
 * What a visitor would call a colour, for tests of rules stated in words ("invalid fields
 * get a red border", "a green button"): the test holds to the rule, not to the theme's
 * exact shade, so retuning a token does not break it and a wrong hue still does.
 */

type Rgb = readonly [number, number, number];

/** Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `rgba(r, g, b, a)` (alpha ignored). */
export function parseColour(css: string): Rgb {
  const value = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not a colour this helper reads: ${css}`);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(css: string): number {
  const [r, g, b] = parseColour(css).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The colour's everyday name: 'white', 'black' or 'grey' when it has little hue,
 * otherwise 'red', 'orange', 'yellow', 'green', 'blue' or 'purple' by hue.
 */
export function colourName(css: string): string {
  const [r, g, b] = parseColour(css).map((channel) => channel / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (saturation < 0.25 || chroma < 0.1) {
    if (lightness > 0.9) return 'white';
    if (lightness < 0.1) return 'black';
    return 'grey';
  }
  const sector =
    max === r
      ? ((g - b) / chroma + 6) % 6
      : max === g
        ? (b - r) / chroma + 2
        : (r - g) / chroma + 4;
  const hue = sector * 60;
  if (hue < 15 || hue >= 330) return 'red';
  if (hue < 45) return 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'purple';
}
