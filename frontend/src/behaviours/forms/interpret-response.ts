/**
 * Reads what the contact API answered: a body may carry an
 * inner `body` (a JSON string or an object) whose statusCode decides;
 * otherwise the outer statusCode decides. 200 is success, any other code an
 * error, no code at all a failure.
 */
export type ResponseKind = 'success' | 'error' | 'no-status';

export interface Interpretation {
  readonly kind: ResponseKind;
  readonly statusCode?: number;
  /** The server's own words, when it sent any. */
  readonly message?: string;
}

const SUCCESS_STATUS = 200;

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function statusOf(level: Json): number | undefined {
  const code = level.statusCode;
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  if (typeof code === 'string' && /^\d{3}$/.test(code.trim())) return Number(code);
  return undefined;
}

function messageOf(level: Json | undefined): string | undefined {
  const message = level?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

export function interpretResponse(data: unknown): Interpretation {
  const outer = asObject(data);
  if (!outer) return { kind: 'no-status' };
  // An inner body only counts when it is an object (or a JSON string of one).
  const inner = asObject(outer.body);
  const deciding = inner ?? outer;
  const statusCode = statusOf(deciding);
  const message = messageOf(deciding) ?? messageOf(inner ? outer : undefined);
  if (statusCode === undefined)
    return message ? { kind: 'no-status', message } : { kind: 'no-status' };
  const kind = statusCode === SUCCESS_STATUS ? 'success' : 'error';
  return message ? { kind, statusCode, message } : { kind, statusCode };
}
