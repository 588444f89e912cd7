import { descripcionMaxLength } from '../../../contract/form-post';
/**
 * Properties: the forms and the contract agree.
 *
 * - What a form's model accepts, the contract accepts, and the other way round — for the
 *   e-mail, the name and the message of both forms — once the contract's own function
 *   (`payloadFromForm`) has made the payload of the values: no visitor meets a server 400 the
 *   form could have caught, and no form refuses what the server would take.
 * - What the forms' inputs post by themselves, with no script (their names, their `maxlength`,
 *   the browser's checks of their `type` and `pattern`), the contract takes.
 */
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
// The zod schema, here only to compare: the forms themselves import the constants alone.
import { HONEYPOT_FIELD, checkPayload, limits, telefonoRange } from '../../../contract/contact-api';
import { formFieldNames, payloadFromForm } from '../../../contract/form-post';
import { ApplicationForm } from './ApplicationForm';
import {
  type ApplicationValues,
  applicationInputNames,
  validateApplication,
} from '../behaviours/forms/application-form-model';
import { ContactForm } from './ContactForm';
import {
  type ContactValues,
  contactInputNames,
  phoneDigits,
  validateContact,
} from '../behaviours/forms/contact-form-model';

const contact: ContactValues = {
  nombres: 'Rosa Mamani',
  telefono: '987654321',
  email: 'rosa@example.pe',
  mensaje: 'Hola',
};
const application: ApplicationValues = {
  contacto: 'luis@example.pe',
  nombreCompleto: 'Luis Ccori',
  descripcion: 'DBA',
};

/** The payload the contract's function makes of a model's values, read by the inputs' names. */
function payloadOfValues<V extends object>(
  endpoint: 'contact' | 'application',
  names: Readonly<Record<keyof V, string>>,
  values: V,
) {
  const byName = new Map(
    Object.entries(names).map(([key, name]) => [name as string, values[key as keyof V]]),
  );
  return payloadFromForm(endpoint, (name) => {
    const value = byName.get(name);
    return typeof value === 'string' ? value : null;
  });
}

const tricky = fc.constantFrom(
  '\u202E',
  '\u200B',
  '\u2066',
  '\uFEFF',
  '\u00AD',
  '\uD800',
  '\uDC00',
  // What shows nothing (a Hangul filler, a braille blank, a variation selector), the
  // noncharacters SQS refuses, and a line separator.
  '\u3164',
  '\u2800',
  '\uFE0F',
  '\uFFFE',
  '\uFFFF',
  '\uFDD0',
  '\u2028',
);
/** Text a visitor could type or paste, tricky characters included. */
const typed = (maxLength: number) =>
  fc
    .array(
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.string({ unit: 'grapheme', maxLength: 4 }),
        fc.string({ unit: 'binary', maxLength: 4 }),
        fc.constantFrom(' ', '\n', '@', '.', '-'),
        tricky,
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join('').slice(0, maxLength));
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9_'+.\-!#]{0,10}$/),
      fc.array(fc.stringMatching(/^[A-Za-z0-9-]{0,8}$/), { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[A-Za-z0-9]{0,4}$/),
    )
    .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`),
  fc.constantFrom('ana@empresa', ' ana@empresa.pe ', 'ana@empresa.pe.', 'josé@empresa.pe'),
  typed(40),
);
/** A phone as typed or pasted: digits mostly, leading zeros, separators, a letter. */
const phoneLike = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...'0123456789') },
      fc.constantFrom('0', '00', ' ', '-', '(', ')', '+', '.', 'a', '\n'),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(''));

/** The contract's verdict on one field of a payload. */
function contractTakes(payload: unknown, field: string): boolean {
  const check = checkPayload(payload);
  return check.ok || !check.fields.includes(field);
}

describe('the forms’ models and the contract agree', () => {
  it('on the contact form’s e-mail, name and message', () => {
    fc.assert(
      fc.property(
        emailLike,
        typed(limits.nombresMaxLength),
        typed(limits.mensajeMaxLength),
        (email, nombres, mensaje) => {
          const values = { ...contact, email, nombres, mensaje };
          const errors = validateContact(values);
          const payload = payloadOfValues('contact', contactInputNames, values);
          expect(errors.email === undefined).toBe(contractTakes(payload, 'Email'));
          expect(errors.nombres === undefined).toBe(contractTakes(payload, 'Nombres'));
          expect(errors.mensaje === undefined).toBe(contractTakes(payload, 'Mensaje'));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('on the contact form’s phone, as its input holds it: what the form sends, the contract takes', () => {
    fc.assert(
      fc.property(phoneLike, (typedPhone) => {
        // behaviours/forms.ts leaves only the digits in the input as they are typed.
        const values = { ...contact, telefono: phoneDigits(typedPhone) };
        const payload = payloadOfValues('contact', contactInputNames, values);
        // The form counts the digits typed (a landline's leading zero too), the contract the
        // number: the form may refuse eight digits the contract would take, never the reverse.
        if (validateContact(values).telefono === undefined) {
          expect(contractTakes(payload, 'Telefono')).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('on the application’s e-mail, name and description (sent inside Mensaje)', () => {
    fc.assert(
      fc.property(
        emailLike,
        typed(limits.nombresMaxLength),
        typed(200),
        (contacto, nombreCompleto, descripcion) => {
          const values = { contacto, nombreCompleto, descripcion };
          const errors = validateApplication(values);
          const payload = payloadOfValues('application', applicationInputNames, values);
          // The composed Mensaje repeats the name and the e-mail: judge each field on its own.
          const alone = (field: 'Email' | 'Nombres' | 'Mensaje') =>
            contractTakes(
              payloadOfValues('application', applicationInputNames, {
                ...application,
                ...(field === 'Email' ? { contacto } : {}),
                ...(field === 'Nombres' ? { nombreCompleto } : {}),
                ...(field === 'Mensaje' ? { descripcion } : {}),
              }),
              field,
            );
          expect(errors.contacto === undefined).toBe(alone('Email'));
          expect(errors.nombreCompleto === undefined).toBe(alone('Nombres'));
          // A blank description still makes a Mensaje of the site's own words: requiring it is
          // the form's rule alone (the spec's), the characters are the contract's.
          if (descripcion.trim() !== '') {
            expect(errors.descripcion === undefined).toBe(alone('Mensaje'));
          }
          // And the whole payload goes through whenever the form lets it go.
          if (Object.keys(errors).length === 0) expect(checkPayload(payload).ok).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('what the forms’ inputs post by themselves, the contract takes', () => {
  let forms: { contact: HTMLFormElement; application: HTMLFormElement };

  beforeEach(() => {
    const { container } = render(
      <>
        <ContactForm idPrefix="c" />
        <ApplicationForm idPrefix="p" />
      </>,
    );
    const [contactForm, applicationForm] = [...container.querySelectorAll('form')];
    forms = { contact: contactForm!, application: applicationForm! };
  });

  type Endpoint = keyof typeof forms;
  const endpoints: Endpoint[] = ['contact', 'application'];

  function inputOf(endpoint: Endpoint, name: string) {
    const input = forms[endpoint].elements.namedItem(name);
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) {
      throw new Error(`the ${endpoint} form has no input named ${name}`);
    }
    return input;
  }

  /** Puts `value` in an input as the browser lets a visitor: no more than its maxlength. */
  function enter(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
    input.value = input.maxLength >= 0 ? value.slice(0, input.maxLength) : value;
  }

  /** The payload a native post of the form makes: the contract's function over its inputs. */
  function postOf(endpoint: Endpoint) {
    const read: string[] = [];
    const payload = payloadFromForm(endpoint, (name) => {
      read.push(name);
      const input = forms[endpoint].elements.namedItem(name);
      return input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement
        ? input.value
        : null;
    });
    return { payload, read };
  }

  const valid: Record<Endpoint, Record<string, string>> = {
    contact: {
      Nombres: 'Rosa Mamani',
      Telefono: '987654321',
      Email: 'rosa@example.pe',
      Mensaje: 'Hola',
    },
    application: {
      Email: 'luis@example.pe',
      Nombres: 'Luis Ccori',
      Descripcion: 'DBA',
    },
  };

  function fill(endpoint: Endpoint, values: Record<string, string>) {
    for (const [name, value] of Object.entries({ ...valid[endpoint], ...values })) {
      enter(inputOf(endpoint, name), value);
    }
    enter(inputOf(endpoint, HONEYPOT_FIELD), values[HONEYPOT_FIELD] ?? '');
  }

  it.each(endpoints)(
    'the %s form posts under the names the contract reads, and no others',
    (endpoint) => {
      fill(endpoint, {});
      const posted = [...forms[endpoint].elements]
        .filter(
          (element): element is HTMLInputElement | HTMLTextAreaElement =>
            (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
            element.name !== '',
        )
        .map((element) => element.name);
      expect(posted.toSorted()).toEqual(
        [
          ...Object.values(formFieldNames[endpoint]).filter((name) => name !== 'SitioWeb'),
          HONEYPOT_FIELD,
        ].toSorted(),
      );
      const { payload, read } = postOf(endpoint);
      expect(new Set(read)).toEqual(new Set(posted));
      expect(checkPayload(payload)).toMatchObject({ ok: true });
    },
  );

  it.each(endpoints)('the %s form’s longest values, every input full, still fit', (endpoint) => {
    const longestEmail = `${'a'.repeat(limits.emailMaxLength - '@example.pe'.length)}@example.pe`;
    const longest: Record<Endpoint, Record<string, string>> = {
      contact: {
        Nombres: 'n'.repeat(limits.nombresMaxLength),
        Telefono: '9'.repeat(limits.telefonoMaxDigits),
        Email: longestEmail,
        Mensaje: 'm'.repeat(limits.mensajeMaxLength),
      },
      application: {
        Email: longestEmail,
        Nombres: 'n'.repeat(limits.nombresMaxLength),
        Descripcion: 'd'.repeat(descripcionMaxLength),
      },
    };
    fill(endpoint, {
      ...longest[endpoint],
      [HONEYPOT_FIELD]: 'h'.repeat(limits.honeypotMaxLength),
    });
    for (const [name, value] of Object.entries(longest[endpoint])) {
      expect(inputOf(endpoint, name).value, name).toBe(value);
      expect(inputOf(endpoint, name).checkValidity(), name).toBe(true);
    }
    expect(inputOf(endpoint, HONEYPOT_FIELD).value).toHaveLength(limits.honeypotMaxLength);
    expect(checkPayload(postOf(endpoint).payload)).toMatchObject({ ok: true });
  });

  it('each input’s maxlength is the contract’s limit, not less: one character more is refused', () => {
    const contactLimits = {
      Nombres: limits.nombresMaxLength,
      Email: limits.emailMaxLength,
      Mensaje: limits.mensajeMaxLength,
    };
    for (const [name, limit] of Object.entries(contactLimits)) {
      expect(inputOf('contact', name).maxLength, name).toBe(limit);
    }
    expect(inputOf('contact', 'Telefono').maxLength).toBe(limits.telefonoMaxDigits);
    expect(inputOf('contact', HONEYPOT_FIELD).maxLength).toBe(limits.honeypotMaxLength);
    // Past each limit the contract refuses, so no input could allow more.
    const over = {
      ...valid.contact,
      Nombres: 'n'.repeat(limits.nombresMaxLength + 1),
    };
    const payload = payloadFromForm('contact', (name) => over[name as keyof typeof over] ?? null);
    expect(contractTakes(payload, 'Nombres')).toBe(false);
    expect(
      contractTakes(
        payloadFromForm('contact', (name) =>
          name === 'Telefono'
            ? '9'.repeat(limits.telefonoMaxDigits + 1)
            : (valid.contact[name] ?? null),
        ),
        'Telefono',
      ),
    ).toBe(false);
  });

  it.each(endpoints)(
    'the %s form’s e-mail input: the browser takes exactly what the contract takes',
    (endpoint) => {
      const input = inputOf(endpoint, 'Email');
      fc.assert(
        fc.property(emailLike, (typedEmail) => {
          fill(endpoint, { Email: typedEmail });
          // `required`, `type="email"` (the browser trims the value) and the contract's pattern.
          expect(input.validity.valid).toBe(contractTakes(postOf(endpoint).payload, 'Email'));
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('the phone input: what its pattern lets through, the contract takes (but for one known gap)', () => {
    const input = inputOf('contact', 'Telefono');
    fc.assert(
      fc.property(phoneLike, (typedPhone) => {
        fill('contact', { Telefono: typedPhone });
        if (!input.validity.valid) return;
        const takes = contractTakes(postOf('contact').payload, 'Telefono');
        // The pattern counts digits, the contract the number they make: nine digits with two
        // leading zeros (000000001) get past the browser and the API refuses them. behaviours/
        // forms.ts refuses them before sending; a native post meets the API's 400.
        const belowTheContract = Number(input.value) < telefonoRange.min;
        expect(takes).toBe(!belowTheContract);
        if (belowTheContract) expect(input.value.startsWith('00')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
