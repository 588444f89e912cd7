import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  fieldMessages,
  limits,
} from '../../../../contract/contact-constants';
import { formFieldNames } from '../../../../contract/form-post';
import {
  contactInputNames,
  emailRefusedByBrowser,
  phoneDigits,
  validateContact,
} from './contact-form-model';

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
    expect(validateContact({ ...valid, telefono: '98765432' }).telefono).toBe(
      'Número de teléfono inválido',
    );
    // Nine digits, but no number the API takes.
    expect(validateContact({ ...valid, telefono: '000000001' }).telefono).toBe(
      'Número de teléfono inválido',
    );
    expect(validateContact({ ...valid, telefono: '51987654321' })).toEqual({});
  });

  it('checks the e-mail as the browser’s input does: by the contract’s rule', () => {
    for (const bad of ['no-es-correo', 'rosa@empresa', 'rosa@', 'rosa@empresa.p']) {
      expect(validateContact({ ...valid, email: bad }).email, bad).toBe(
        'Ingrese un correo electrónico válido',
      );
    }
    expect(validateContact({ ...valid, email: ' rosa@empresa.com.pe ' })).toEqual({});
    // The browser's own verdict counts too: the input carries the same rule as its pattern.
    expect(validateContact({ ...valid }, true).email).toBe('Ingrese un correo electrónico válido');
    expect(validateContact({ ...valid, email: '  ' }, true).email).toBe(
      'Ingrese correo electrónico',
    );
  });

  it('refuses, in the contract’s words, the characters the contract refuses', () => {
    expect(validateContact({ ...valid, nombres: 'Ana \u202Egnp.exe\u200B' }).nombres).toBe(
      fieldMessages.Nombres.formatCharacters,
    );
    expect(validateContact({ ...valid, nombres: 'Ana \uD800' }).nombres).toBe(
      fieldMessages.Nombres.illFormed,
    );
    expect(validateContact({ ...valid, mensaje: 'Hola \uDC00' }).mensaje).toBe(
      fieldMessages.Mensaje.illFormed,
    );
    // A message may hold what an emoji or a right-to-left word needs.
    expect(validateContact({ ...valid, mensaje: 'Saludos 👨\u200D👩\u200D👧' })).toEqual({});
    // Noncharacters, which the mail queue cannot carry.
    expect(validateContact({ ...valid, nombres: 'Ana\uFFFF' }).nombres).toBe(
      fieldMessages.Nombres.illFormed,
    );
    expect(validateContact({ ...valid, mensaje: 'Hola \uFFFE' }).mensaje).toBe(
      fieldMessages.Mensaje.illFormed,
    );
  });

  it('answers a name or a message that shows nothing as an empty one, in the spec’s words', () => {
    for (const blank of ['\u3164', '\u2800\u2800', '\u115F\u1160', '\uFFA0', '\u200B', '\uFE0F']) {
      const errors = validateContact({ ...valid, nombres: blank, mensaje: `${blank}\u200D` });
      expect(errors.nombres, JSON.stringify(blank)).toBe('Ingrese nombres y apellidos');
      expect(errors.mensaje, JSON.stringify(blank)).toBe('Ingrese su mensaje por favor');
    }
    expect(validateContact({ ...valid, nombres: 'Ana\u3164', mensaje: 'Hola\u2028Chau' })).toEqual(
      {},
    );
  });
});

describe('emailRefusedByBrowser', () => {
  function emailInput(value: string) {
    const input = document.createElement('input');
    input.type = 'email';
    input.pattern = EMAIL_PATTERN;
    input.value = value;
    return input;
  }

  it('reads both the type check and the pattern, so `ana@empresa` is refused', () => {
    expect(emailRefusedByBrowser(emailInput('ana@empresa.pe'))).toBe(false);
    expect(emailRefusedByBrowser(emailInput('ana@empresa'))).toBe(true);
    expect(emailRefusedByBrowser(emailInput('ana@'))).toBe(true);
    expect(emailRefusedByBrowser(undefined)).toBe(false);
  });
});

describe('phoneDigits', () => {
  it('keeps only the digits, at most the contract’s number of them', () => {
    expect(phoneDigits('(01) 705-4200')).toBe('017054200');
    expect(phoneDigits('+51 (987) 654-321 000 000 00')).toBe('519876543210000');
    expect(phoneDigits('+51 (987) 654-321 000 000 00')).toHaveLength(limits.telefonoMaxDigits);
    expect(phoneDigits('sin número')).toBe('');
  });
});

describe('contactInputNames', () => {
  it('names each field as the contract’s form does, in the order the form shows them', () => {
    expect(Object.values(contactInputNames)).toEqual([
      ...Object.values(formFieldNames.contact).filter((name) => name !== 'SitioWeb'),
    ]);
  });
});

describe('the phone input’s pattern (the browser’s check when no script runs)', () => {
  // As the browser compiles an input's pattern.
  const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
  const modelTakes = (telefono: string) =>
    validateContact({ ...valid, telefono }).telefono === undefined;

  it('takes exactly the digit strings the model takes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,17}$/), fc.nat(3), (digits, zeros) => {
        const typed = '0'.repeat(zeros) + digits;
        expect(pattern.test(typed)).toBe(modelTakes(typed));
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes a Lima landline with its 0 and refuses a number of zeros', () => {
    expect(pattern.test('017054200')).toBe(true);
    expect(pattern.test('987654321')).toBe(true);
    expect(pattern.test('000000001')).toBe(false);
    expect(pattern.test('98765432')).toBe(false);
    expect(pattern.test('9876543210123456')).toBe(false);
  });
});
