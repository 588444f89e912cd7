/**
 * Reads the figures the report keeps out of one Lighthouse result (LHR). Only the
 * few fields used are typed, so the unit tests can feed it a small fixture.
 */
import type { RunFigures } from './budgets';

export interface NetworkRequestItem {
  readonly url: string;
  readonly resourceType?: string;
  readonly mimeType?: string;
  /** Bytes on the wire: compressed body plus headers. */
  readonly transferSize?: number;
}

export interface LighthouseResultLike {
  readonly categories: Record<string, { readonly score: number | null } | undefined>;
  readonly audits: Record<
    string,
    | {
        readonly numericValue?: number;
        readonly details?: { readonly items?: readonly unknown[] };
      }
    | undefined
  >;
  readonly runtimeError?: { readonly code: string; readonly message: string };
}

type ByteKind = 'htmlBytes' | 'cssBytes' | 'jsBytes' | 'imageBytes' | 'fontBytes';

function kindOf(item: NetworkRequestItem): ByteKind | 'otherBytes' {
  switch (item.resourceType) {
    case 'Document':
      return 'htmlBytes';
    case 'Stylesheet':
      return 'cssBytes';
    case 'Script':
      return 'jsBytes';
    case 'Image':
      return 'imageBytes';
    case 'Font':
      return 'fontBytes';
    default:
      return 'otherBytes';
  }
}

function score(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.categories[id]?.score;
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(value * 100);
}

function metric(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} metric`);
  return value;
}

/** The figures of one run. Throws when Lighthouse could not measure the page. */
export function figuresFromLhr(lhr: LighthouseResultLike): RunFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequestItem[];
  const bytes: Record<ByteKind | 'otherBytes', number> = {
    htmlBytes: 0,
    cssBytes: 0,
    jsBytes: 0,
    imageBytes: 0,
    fontBytes: 0,
    otherBytes: 0,
  };
  for (const item of items) bytes[kindOf(item)] += item.transferSize ?? 0;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    speedIndex: metric(lhr, 'speed-index'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    ...bytes,
    requests: items.length,
  };
}
