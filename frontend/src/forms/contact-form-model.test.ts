import { describe, expect, it } from 'vitest';
import { buildContactPayload, phoneDigits, validateContact } from './contact-form-model';

const valid = {
  nombres: 'Rosa Mamani',
  telefono: '987654321',
  email: 'rosa@example.pe',
  mensaje: 'Hola',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('counts the digits typed, nine or more, a landline’s leading zero included', () => {
    expect(validateContact({ ...valid, telefono: '017054200' })).toEqual({});
    expect(validateContact({ ...valid, telefono: '(01) 705 4200' })).toEqual({});
    expect(validateContact({ ...valid, telefono: '044123456' })).toEqual({});
    expect(buildContactPayload({ ...valid, telefono: '017054200' }).Telefono).toBe(17_054_200);
    expect(validateContact({ ...valid, telefono: '98765432' }).telefono).toBe(
      'Número de teléfono inválido',
    );
    // Nine digits, but no number the API takes.
    expect(validateContact({ ...valid, telefono: '000000001' }).telefono).toBe(
      'Número de teléfono inválido',
    );
    expect(validateContact({ ...valid, telefono: '51987654321' })).toEqual({});
  });

  it('uses only the browser verdict on the e-mail format', () => {
    expect(validateContact({ ...valid, email: 'no-es-correo' })).toEqual({});
    expect(validateContact({ ...valid, email: 'rosa@' }, true).email).toBe(
      'Ingrese un correo electrónico válido',
    );
    expect(validateContact({ ...valid, email: '  ' }, true).email).toBe(
      'Ingrese correo electrónico',
    );
  });
});

describe('buildContactPayload', () => {
  it('trims the texts and sends the phone as an integer', () => {
    expect(
      buildContactPayload({
        ...valid,
        nombres: ' Rosa ',
        mensaje: ' Hola \n',
        telefono: '987654321',
      }),
    ).toEqual({ Nombres: 'Rosa', Telefono: 987654321, Email: 'rosa@example.pe', Mensaje: 'Hola' });
  });

  it('keeps at most the contract number of digits', () => {
    expect(phoneDigits('+51 (987) 654-321 000 000 00')).toBe('519876543210000');
  });
});
