import { describe, expect, it } from 'vitest';
import { interpretResponse } from './interpret-response';

describe('interpretResponse', () => {
  it('reads the flat envelope the API answers with', () => {
    expect(interpretResponse({ statusCode: 200, message: 'Correo enviado exitosamente' })).toEqual({
      kind: 'success',
      statusCode: 200,
      message: 'Correo enviado exitosamente',
    });
    expect(interpretResponse({ statusCode: 400, message: 'Revisa los datos enviados' })).toEqual({
      kind: 'error',
      statusCode: 400,
      message: 'Revisa los datos enviados',
    });
    expect(interpretResponse({ statusCode: 502 })).toEqual({ kind: 'error', statusCode: 502 });
  });

  it('lets an inner body given as a JSON string decide over the outer code', () => {
    const data = {
      statusCode: 200,
      body: JSON.stringify({ statusCode: 500, message: 'Falló SES' }),
    };
    expect(interpretResponse(data)).toEqual({
      kind: 'error',
      statusCode: 500,
      message: 'Falló SES',
    });
  });

  it('lets an inner body given as an object decide', () => {
    expect(
      interpretResponse({ statusCode: 500, body: { statusCode: 200, message: 'Listo' } }),
    ).toEqual({ kind: 'success', statusCode: 200, message: 'Listo' });
  });

  it('treats an inner body without a code as no code at all, keeping the outer message', () => {
    expect(interpretResponse({ statusCode: 200, message: 'Hola', body: '{"ok":true}' })).toEqual({
      kind: 'no-status',
      message: 'Hola',
    });
  });

  it('ignores an inner body that is not a JSON object: the outer code decides', () => {
    expect(interpretResponse({ statusCode: 200, body: 'texto plano' })).toEqual({
      kind: 'success',
      statusCode: 200,
    });
    expect(interpretResponse({ statusCode: 403, body: '[1,2]' })).toEqual({
      kind: 'error',
      statusCode: 403,
    });
  });

  it('parses a whole answer that arrives as a JSON string', () => {
    expect(interpretResponse('{"statusCode":200,"message":"Enviado"}')).toEqual({
      kind: 'success',
      statusCode: 200,
      message: 'Enviado',
    });
  });

  it('accepts a numeric string code', () => {
    expect(interpretResponse({ statusCode: '200' }).kind).toBe('success');
    expect(interpretResponse({ statusCode: '404' }).kind).toBe('error');
  });

  it('finds no code in anything else', () => {
    for (const data of [
      undefined,
      null,
      '',
      'Bad Gateway',
      '<html></html>',
      42,
      [],
      {},
      { message: 'x' },
      { statusCode: 'ok' },
      { statusCode: 200.5 },
    ]) {
      expect(interpretResponse(data).kind, JSON.stringify(data)).toBe('no-status');
    }
  });

  it('ignores blank messages', () => {
    expect(interpretResponse({ statusCode: 400, message: '   ' })).toEqual({
      kind: 'error',
      statusCode: 400,
    });
  });
});
