/**
 * The part of JSON Schema draft 4 that API Gateway's request models use here, as a validator
 * for the local stand-in (local-api.ts): it applies the very schema the CDK model carries
 * (`contactPayloadJsonSchema()`), so `npm start` refuses what the gateway refuses.
 *
 * A subset on purpose, and a strict one: a keyword it does not implement makes `compileSchema`
 * throw, so a model that grows a new keyword fails the tests instead of being half-applied.
 * Draft 4's own rules: `maxLength`/`minLength` count code points; `pattern` is an ECMA 262
 * regular expression that searches (unanchored), read here without the u flag — UTF-16 units,
 * which the contract's patterns are written to read alike either way (decision 020); `integer`
 * is a number without a fractional part; `exclusiveMinimum`/`exclusiveMaximum` are booleans.
 */

export type JsonSchema = Readonly<Record<string, unknown>>;
export type SchemaCheck = (value: unknown) => boolean;

const KEYWORDS = new Set([
  '$schema',
  'description',
  'title',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'maxLength',
  'minLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      throw new Error(`unknown JSON Schema type: ${type}`);
  }
}

/** One check per keyword the schema uses; the value passes when all pass. */
export function compileSchema(schema: JsonSchema): SchemaCheck {
  const unknown = Object.keys(schema).filter((keyword) => !KEYWORDS.has(keyword));
  if (unknown.length > 0)
    throw new Error(`unsupported JSON Schema keywords: ${unknown.join(', ')}`);
  const checks: SchemaCheck[] = [];
  const { type } = schema;
  if (type !== undefined) {
    const types = (Array.isArray(type) ? type : [type]) as string[];
    types.forEach((name) => typeMatches(name, undefined)); // an unknown name throws now
    checks.push((value) => types.some((name) => typeMatches(name, value)));
  }
  if (Array.isArray(schema.enum)) {
    const allowed = schema.enum.map((item) => JSON.stringify(item));
    checks.push((value) => allowed.includes(JSON.stringify(value)));
  }
  const text = (check: (value: string) => boolean): SchemaCheck => {
    return (value) => typeof value !== 'string' || check(value);
  };
  const codePoints = (value: string) => [...value].length;
  if (typeof schema.maxLength === 'number') {
    const max = schema.maxLength;
    checks.push(text((value) => codePoints(value) <= max));
  }
  if (typeof schema.minLength === 'number') {
    const min = schema.minLength;
    checks.push(text((value) => codePoints(value) >= min));
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    checks.push(text((value) => pattern.test(value)));
  }
  const number = (check: (value: number) => boolean): SchemaCheck => {
    return (value) => typeof value !== 'number' || check(value);
  };
  if (typeof schema.minimum === 'number') {
    const min = schema.minimum;
    checks.push(number((value) => (schema.exclusiveMinimum === true ? value > min : value >= min)));
  }
  if (typeof schema.maximum === 'number') {
    const max = schema.maximum;
    checks.push(number((value) => (schema.exclusiveMaximum === true ? value < max : value <= max)));
  }
  if (Array.isArray(schema.required)) {
    const required = schema.required as string[];
    checks.push((value) => !isObject(value) || required.every((key) => Object.hasOwn(value, key)));
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  const propertyChecks = new Map(
    Object.entries(properties).map(([key, sub]) => [key, compileSchema(sub as JsonSchema)]),
  );
  if (propertyChecks.size > 0 || schema.additionalProperties !== undefined) {
    if (
      schema.additionalProperties !== undefined &&
      typeof schema.additionalProperties !== 'boolean'
    ) {
      throw new Error('only a boolean additionalProperties is supported');
    }
    const closed = schema.additionalProperties === false;
    checks.push(
      (value) =>
        !isObject(value) ||
        Object.entries(value).every(([key, item]) => {
          const check = propertyChecks.get(key);
          return check ? check(item) : !closed;
        }),
    );
  }
  return (value) => checks.every((check) => check(value));
}

/**
 * API Gateway's verdict on a request body its model is mapped to: the JSON text must parse
 * (a body that is not JSON fails validation as well) and the value must match the schema.
 */
export function bodyMatchesModel(check: SchemaCheck, body: string | null): boolean {
  if (body === null) return false;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  return check(value);
}
