/**
 * Property: what a form accepts, the contract accepts, and the other way round — for the
 * e-mail, the name and the message of both forms, and for the browser's own verdict on an
 * e-mail input carrying the contract's pattern. No visitor meets a server 400 the form could
 * have caught, and no form refuses what the server would take.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The zod schema, here only to compare: the forms themselves import the constants alone.
import { EMAIL_PATTERN, checkPayload, limits } from '../../../contract/contact-api';
import {
  type ApplicationValues,
  buildApplicationPayload,
  validateApplication,
} from './application-form-model';
import {
  type ContactValues,
  buildContactPayload,
  emailRefusedByBrowser,
  validateContact,
} from './contact-form-model';

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

const tricky = fc.constantFrom(
  '\u202E',
  '\u200B',
  '\u2066',
  '\uFEFF',
  '\u00AD',
  '\uD800',
  '\uDC00',
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

/** The contract's verdict on one field of the payload the form would send. */
function contractTakes(payload: unknown, field: string): boolean {
  const check = checkPayload(payload);
  return check.ok || !check.fields.includes(field);
}

describe('the forms and the contract agree', () => {
  it('on the contact form’s e-mail, name and message', () => {
    fc.assert(
      fc.property(
        emailLike,
        typed(limits.nombresMaxLength),
        typed(limits.mensajeMaxLength),
        (email, nombres, mensaje) => {
          const values = { ...contact, email, nombres, mensaje };
          const errors = validateContact(values);
          const payload = buildContactPayload(values);
          expect(errors.email === undefined).toBe(contractTakes(payload, 'Email'));
          expect(errors.nombres === undefined).toBe(contractTakes(payload, 'Nombres'));
          expect(errors.mensaje === undefined).toBe(contractTakes(payload, 'Mensaje'));
        },
      ),
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
          const payload = buildApplicationPayload(values);
          // The composed Mensaje repeats the name and the e-mail: judge each field on its own.
          const alone = (field: 'Email' | 'Nombres' | 'Mensaje') =>
            contractTakes(
              buildApplicationPayload({
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

  it('on the browser’s verdict: an e-mail input with the contract’s pattern', () => {
    const input = document.createElement('input');
    input.type = 'email';
    input.pattern = EMAIL_PATTERN;
    fc.assert(
      fc.property(emailLike, (typedEmail) => {
        input.value = typedEmail;
        // The browser trims an e-mail input's value; an empty one is "required", not invalid.
        if (input.value === '') return;
        const browserTakes = !emailRefusedByBrowser(input);
        expect(browserTakes).toBe(
          contractTakes({ ...buildContactPayload(contact), Email: input.value }, 'Email'),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
