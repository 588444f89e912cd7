import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  apiPaths,
  checkPayload,
  contactPayloadJsonSchema,
  fieldMessages,
  limits,
  telefonoForDisplay,
} from './contact-api';
import { validPayload as valid } from './test-payload';

describe('the contract', () => {
  it('names the two endpoints', () => {
    expect(apiPaths).toEqual({
      contact: '/website/contacto/formulario',
      application: '/website/contacto/oportunidades',
    });
  });

  it('accepts a valid payload as is, with or without an empty honeypot', () => {
    expect(checkPayload(valid)).toEqual({ ok: true, payload: valid });
    expect(checkPayload({ ...valid, [HONEYPOT_FIELD]: '' }).ok).toBe(true);
  });

  it('accepts phone integers of 8 to 15 digits (a 9-digit number whose leading 0 was lost) and no others', () => {
    expect(checkPayload({ ...valid, Telefono: 100_000_000 }).ok).toBe(true);
    expect(checkPayload({ ...valid, Telefono: 999_999_999_999_999 }).ok).toBe(true);
    // A 9-digit landline typed with its leading 0 (017054200) arrives as 8 digits.
    expect(checkPayload({ ...valid, Telefono: 17_054_200 }).ok).toBe(true);
    expect(checkPayload({ ...valid, Telefono: 9_999_999 }).ok).toBe(false);
    expect(checkPayload({ ...valid, Telefono: 1_000_000_000_000_000 }).ok).toBe(false);
  });

  it('gives a landline back its leading zero for display, and leaves longer numbers alone', () => {
    expect(telefonoForDisplay(17_054_200)).toBe('017054200');
    expect(telefonoForDisplay(44_123_456)).toBe('044123456');
    expect(telefonoForDisplay(987_654_321)).toBe('987654321');
    expect(telefonoForDisplay(51_987_654_321)).toBe('51987654321');
  });

  it('accepts text exactly at each limit and refuses one character more', () => {
    const at = {
      ...valid,
      Nombres: 'n'.repeat(limits.nombresMaxLength),
      Mensaje: 'm'.repeat(limits.mensajeMaxLength),
    };
    expect(checkPayload(at).ok).toBe(true);
    const over = checkPayload({ ...at, Nombres: `${at.Nombres}n` });
    expect(over).toMatchObject({ ok: false, fields: ['Nombres'] });
  });

  it('reports each faulty field in words a visitor understands', () => {
    const result = checkPayload({ Nombres: ' ', Telefono: 123, Email: 'rosa@', Mensaje: '' });
    expect(result).toEqual({
      ok: false,
      fields: ['Nombres', 'Telefono', 'Email', 'Mensaje'],
      message:
        `Revisa los datos enviados: ${fieldMessages.Nombres.required}; ` +
        `${fieldMessages.Telefono.invalid}; El correo electrónico no es válido; ` +
        `${fieldMessages.Mensaje.required}.`,
    });
  });

  it('refuses a value that is not an object', () => {
    for (const value of [null, [], 'texto', 7, true]) {
      expect(checkPayload(value)).toEqual({
        ok: false,
        fields: [],
        message: 'El cuerpo de la solicitud debe ser un objeto JSON válido',
      });
    }
  });
});

describe('the JSON Schema for the API Gateway model', () => {
  const schema = contactPayloadJsonSchema();

  it('is draft-04, closed, and requires the four fields', () => {
    expect(schema).toMatchObject({
      $schema: 'http://json-schema.org/draft-04/schema#',
      type: 'object',
      required: ['Nombres', 'Telefono', 'Email', 'Mensaje'],
      additionalProperties: false,
    });
  });

  it('carries every limit of the contract, and the one e-mail rule as its pattern', () => {
    expect(schema.properties).toMatchObject({
      Nombres: { type: 'string', maxLength: 120 },
      Telefono: { type: 'integer', minimum: 10_000_000, maximum: 999_999_999_999_999 },
      Email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN },
      Mensaje: { type: 'string', maxLength: 5000 },
    });
    // Any value at all: the handler answers a filled honeypot with its success, whatever it holds.
    expect((schema.properties as Record<string, unknown>)[HONEYPOT_FIELD]).toEqual({});
    // One pattern per field, no format the gateway would read its own way.
    expect(JSON.stringify(schema)).not.toContain('"format"');
    expect(JSON.stringify(schema)).not.toContain('"allOf"');
  });

  it('uses only draft-04 keywords (no exclusiveMinimum booleans turned numeric, no const)', () => {
    const text = JSON.stringify(schema);
    for (const keyword of ['"const"', '"exclusiveMinimum":1', '"$defs"', '"prefixItems"']) {
      expect(text).not.toContain(keyword);
    }
  });

  it('has an e-mail pattern that agrees with the runtime check', () => {
    const properties = schema.properties as Record<string, { pattern?: string }>;
    const pattern = new RegExp(properties.Email?.pattern ?? '(?!)');
    for (const email of ['rosa.chavez@example.pe', 'a+b@sub.example.com.pe']) {
      expect(pattern.test(email)).toBe(true);
      expect(checkPayload({ ...valid, Email: email }).ok).toBe(true);
    }
    for (const email of ['rosa@', 'rosa chavez@example.pe', 'rosa@example.pe\r\nBcc: x@y.pe']) {
      expect(pattern.test(email)).toBe(false);
      expect(checkPayload({ ...valid, Email: email }).ok).toBe(false);
    }
  });
});
