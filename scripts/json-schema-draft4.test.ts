import { describe, expect, it } from 'vitest';
import { contactPayloadJsonSchema } from '../contract/contact-api';
import { bodyMatchesModel, compileSchema } from './json-schema-draft4';

describe('the draft-4 subset the local API applies', () => {
  const check = compileSchema({
    type: 'object',
    required: ['a'],
    additionalProperties: false,
    properties: {
      a: { type: 'string', maxLength: 2, minLength: 1, pattern: 'x' },
      n: { type: 'integer', minimum: 1, maximum: 3, exclusiveMaximum: true },
    },
  });

  it('checks types, required and unknown keys, lengths in code points, patterns, bounds', () => {
    expect(check({ a: 'x' })).toBe(true);
    expect(check({ a: '😀x' })).toBe(true); // two code points, three UTF-16 units
    expect(check({ a: 'xyz' })).toBe(false);
    expect(check({ a: '' })).toBe(false);
    expect(check({ a: 'y' })).toBe(false);
    expect(check({ a: 1 })).toBe(false);
    expect(check({})).toBe(false);
    expect(check({ a: 'x', b: 1 })).toBe(false);
    expect(check({ a: 'x', n: 2 })).toBe(true);
    expect(check({ a: 'x', n: 3 })).toBe(false);
    expect(check({ a: 'x', n: 1.5 })).toBe(false);
    expect(check({ a: 'x', n: '2' })).toBe(false);
    expect(check([])).toBe(false);
    expect(check(null)).toBe(false);
  });

  it('refuses a body that is not JSON, as API Gateway’s validator does', () => {
    expect(bodyMatchesModel(check, '{"a":"x"}')).toBe(true);
    expect(bodyMatchesModel(check, '{"a":')).toBe(false);
    expect(bodyMatchesModel(check, null)).toBe(false);
  });

  it('throws on a keyword it does not implement, rather than half-apply a model', () => {
    expect(() => compileSchema({ type: 'object', oneOf: [] })).toThrow(/oneOf/);
    expect(() => compileSchema({ properties: { a: { format: 'email' } } })).toThrow(/format/);
    expect(() => compileSchema({ type: 'date' })).toThrow(/date/);
  });

  it('compiles the contract’s model: every keyword it uses is implemented', () => {
    const model = compileSchema(contactPayloadJsonSchema());
    const valid = { Nombres: 'Ana', Telefono: 987654321, Email: 'ana@example.pe', Mensaje: 'Hola' };
    expect(model(valid)).toBe(true);
    // The honeypot takes any value (the handler answers it); a key the contract lacks does not.
    expect(model({ ...valid, SitioWeb: 1 })).toBe(true);
    expect(model({ ...valid, SitioWeb: {} })).toBe(true);
    expect(model({ ...valid, Cc: 'x@y.pe' })).toBe(false);
  });
});
