import { composeApplicationMessage, descripcionMaxLength } from '../../../../contract/form-post';
import { describe, expect, it } from 'vitest';
import { fieldMessages, limits } from '../../../../contract/contact-constants';
import { formFieldNames } from '../../../../contract/form-post';
import { applicationInputNames, validateApplication } from './application-form-model';

describe('the description’s limit', () => {
  it('limits the description so the longest message still fits the contract', () => {
    const longest = composeApplicationMessage(
      'n'.repeat(limits.nombresMaxLength),
      'e'.repeat(limits.emailMaxLength),
      'd'.repeat(descripcionMaxLength),
    );
    expect(longest.length).toBe(limits.mensajeMaxLength);
    expect(descripcionMaxLength).toBeGreaterThan(4000);
  });
});

describe('validateApplication', () => {
  it('requires the three fields, with the spec messages', () => {
    expect(validateApplication({ contacto: ' ', nombreCompleto: '', descripcion: '\n' })).toEqual({
      contacto: 'El correo electrónico es requerido',
      nombreCompleto: 'Los nombres y apellidos son requeridos',
      descripcion: 'La descripción es requerida',
    });
  });

  it('checks the e-mail format', () => {
    const rest = { nombreCompleto: 'A', descripcion: 'B' };
    for (const bad of [
      'luis',
      'luis@',
      'luis@example',
      '@example.pe',
      'luis ccori@example.pe',
      'luis@example.',
      'luis@-example.pe',
      'luis..ccori@example.pe',
    ]) {
      expect(validateApplication({ contacto: bad, ...rest }).contacto, bad).toBe(
        'El formato del correo electrónico no es válido',
      );
    }
    for (const good of ['luis@example.pe', 'l.ccori+jobs@mail.example.com.pe', ' luis@x.pe ']) {
      expect(validateApplication({ contacto: good, ...rest }), good).toEqual({});
    }
  });

  it('refuses, in the contract’s words, the characters the contract refuses', () => {
    const values = { contacto: 'luis@example.pe', nombreCompleto: 'Luis', descripcion: 'DBA' };
    expect(
      validateApplication({ ...values, nombreCompleto: 'Luis\u200B Ccori' }).nombreCompleto,
    ).toBe(fieldMessages.Nombres.formatCharacters);
    expect(validateApplication({ ...values, nombreCompleto: '\uDC00Luis' }).nombreCompleto).toBe(
      fieldMessages.Nombres.illFormed,
    );
    // The description travels inside Mensaje: the contract's words for it.
    expect(validateApplication({ ...values, descripcion: 'DBA \uD800' }).descripcion).toBe(
      fieldMessages.Mensaje.illFormed,
    );
    expect(validateApplication({ ...values, descripcion: 'DBA \u2067عربي\u2069' })).toEqual({});
    expect(validateApplication({ ...values, descripcion: 'DBA \uFFFF' }).descripcion).toBe(
      fieldMessages.Mensaje.illFormed,
    );
  });

  it('answers a name or a description that shows nothing as an empty one, in the spec’s words', () => {
    const values = { contacto: 'luis@example.pe', nombreCompleto: 'Luis', descripcion: 'DBA' };
    for (const blank of ['\u3164', '\u2800', '\u115F\u1160', '\uFFA0', '\u200B\u200C', '\uFE0F']) {
      expect(validateApplication({ ...values, nombreCompleto: blank, descripcion: blank })).toEqual(
        {
          nombreCompleto: 'Los nombres y apellidos son requeridos',
          descripcion: 'La descripción es requerida',
        },
      );
    }
  });
});

describe('applicationInputNames', () => {
  it('names each field as the contract’s form does, in the order the form shows them', () => {
    expect(Object.values(applicationInputNames)).toEqual([
      ...Object.values(formFieldNames.application).filter((name) => name !== 'SitioWeb'),
    ]);
  });
});
