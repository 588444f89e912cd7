/**
 * The contract's rules on what a visitor types: one e-mail rule, well-formed text, a name that
 * becomes the mail's subject on one line and free of invisible format characters; and the gateway
 * model's patterns, read by engines that see UTF-16 units and by those that see code points.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  characterFault,
  checkPayload,
  contactPayloadJsonSchema,
  fieldMessages,
  hasFormatCharacters,
  hasNoncharacters,
  hasVisibleCharacter,
  isEmailAddress,
  isWellFormedText,
  limits,
} from './contact-api';
import { validPayload as valid } from './test-payload';

/** The HTML standard's "valid e-mail address": what a browser's type="email" input accepts. */
const htmlEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** How a browser compiles an input's pattern attribute. */
const asInputPattern = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

const isWellFormed = (text: string) =>
  (text as string & { isWellFormed(): boolean }).isWellFormed();

describe('the e-mail rule', () => {
  const accepted = [
    'rosa.chavez@example.pe',
    'a+b@sub.example.com.pe',
    "o'higgins@empresa.pe",
    'luis_mamani-2@mi-empresa.com',
    'ANA@EMPRESA.PE',
    `a@${'b'.repeat(63)}.pe`,
  ];
  const refused = [
    'ana@empresa',
    'rosa@',
    '@example.pe',
    'rosa chavez@example.pe',
    'rosa@example.pe\r\nBcc: x@y.pe',
    '.rosa@example.pe',
    'rosa.@example.pe',
    'rosa..chavez@example.pe',
    'rosa@-example.pe',
    'rosa@example-.pe',
    'rosa@example..pe',
    'rosa@example.p',
    'rosa@example.123',
    `a@${'b'.repeat(64)}.pe`,
    'josé@example.pe',
    'rosa@ejémplo.pe',
    'rosa@example.pe\u200B',
    '"rosa"@example.pe',
    'rosa,luis@example.pe',
    '<rosa@example.pe>',
  ];

  it('takes ordinary addresses and refuses a domain without a dot, among others', () => {
    for (const email of accepted) expect(isEmailAddress(email), email).toBe(true);
    for (const email of refused) expect(isEmailAddress(email), email).toBe(false);
  });

  it('is the rule the contract checks', () => {
    for (const email of accepted) expect(checkPayload({ ...valid, Email: email }).ok).toBe(true);
    for (const email of refused) {
      expect(checkPayload({ ...valid, Email: email })).toMatchObject({
        ok: false,
        fields: ['Email'],
        message: `Revisa los datos enviados: ${fieldMessages.Email.invalid}.`,
      });
    }
  });

  it('counts the length limit in the predicate too', () => {
    const longest = `${'a'.repeat(limits.emailMaxLength - '@example.pe'.length)}@example.pe`;
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
    expect(checkPayload({ ...valid, Email: `a${longest}` })).toMatchObject({
      ok: false,
      message: `Revisa los datos enviados: ${fieldMessages.Email.tooLong}.`,
    });
  });

  it('reads the same as an input pattern (v flag), with the u flag and without flags', () => {
    const engines = [new RegExp(EMAIL_PATTERN), new RegExp(EMAIL_PATTERN, 'u')];
    const input = asInputPattern(EMAIL_PATTERN);
    for (const email of [...accepted, ...refused]) {
      const expected = isEmailAddress(email);
      expect(input.test(email), email).toBe(expected);
      for (const engine of engines) expect(engine.test(email), email).toBe(expected);
    }
  });

  it('accepts only addresses the browser’s type="email" check accepts too', () => {
    const addressLike = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9_'+.\-!#]{1,12}$/),
        fc.array(fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/), { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[A-Za-z0-9]{1,4}$/),
      )
      .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);
    fc.assert(
      fc.property(fc.oneof(addressLike, fc.emailAddress(), fc.string()), (email) => {
        if (isEmailAddress(email)) expect(htmlEmail.test(email)).toBe(true);
        expect(asInputPattern(EMAIL_PATTERN).test(email)).toBe(
          new RegExp(EMAIL_PATTERN).test(email),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the characters of a text', () => {
  it('calls a text well formed exactly when String.prototype.isWellFormed does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        expect(isWellFormedText(text)).toBe(isWellFormed(text));
      }),
      { numRuns: 5000 },
    );
    expect(isWellFormedText('😀 José')).toBe(true);
    expect(isWellFormedText('Ana \uD800')).toBe(false);
    expect(isWellFormedText('\uDC00Ana')).toBe(false);
  });

  it('finds the format characters that hide or reorder text', () => {
    for (const char of ['\u202E', '\u200B', '\u2066', '\u200F', '\uFEFF', '\u00AD', '\u{E0041}']) {
      expect(hasFormatCharacters(`Ana${char}Li`)).toBe(true);
    }
    expect(hasFormatCharacters('María José Ñañez-Quispe O’Brien')).toBe(false);
  });

  it('refuses U+FFFD, the trace of bytes that were not UTF-8, in every text it mails', () => {
    const decoded = new TextDecoder().decode(Uint8Array.from([0x43, 0x61, 0xf1, 0x65, 0x74, 0x65]));
    expect(decoded).toBe('Ca\uFFFDete');
    expect(characterFault('Mensaje', decoded)).toBe(fieldMessages.Mensaje.illFormed);
    expect(characterFault('Nombres', `Ana ${decoded}`)).toBe(fieldMessages.Nombres.illFormed);
    expect(checkPayload({ ...valid, Mensaje: decoded })).toMatchObject({
      ok: false,
      fields: ['Mensaje'],
    });
    expect(characterFault('Mensaje', 'Cañete, 25 de noviembre 😀')).toBeUndefined();
  });

  it('refuses a name that would show in the subject as something it is not', () => {
    const subjectTrick = 'Ana \u202Egnp.exe\u200B';
    expect(characterFault('Nombres', subjectTrick)).toBe(fieldMessages.Nombres.formatCharacters);
    expect(checkPayload({ ...valid, Nombres: subjectTrick })).toEqual({
      ok: false,
      fields: ['Nombres'],
      message:
        'Revisa los datos enviados: Los nombres y apellidos contienen caracteres invisibles no permitidos.',
    });
  });

  it('refuses a name that is not one line: a line break, a tab, NUL or any control character', () => {
    for (const char of [
      '\r',
      '\n',
      '\r\n',
      '\t',
      '\u0000',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u2028',
    ]) {
      expect(characterFault('Nombres', `Ana${char}María`), JSON.stringify(char)).toBe(
        fieldMessages.Nombres.lineBreaksOrControls,
      );
    }
    expect(checkPayload({ ...valid, Nombres: 'Ana\r\nBcc: x@y.pe' })).toEqual({
      ok: false,
      fields: ['Nombres'],
      message:
        'Revisa los datos enviados: Los nombres y apellidos no pueden contener saltos de línea, tabulaciones ni otros caracteres de control.',
    });
    // The message keeps its lines and tabs: a body is written in paragraphs.
    expect(characterFault('Mensaje', 'Hola:\r\n\tuna consulta')).toBeUndefined();
  });

  it('refuses the noncharacters SQS cannot carry (and the others) in a name and a message', () => {
    for (const char of ['\uFFFE', '\uFFFF', '\uFDD0', '\uFDEF', '\u{1FFFE}', '\u{10FFFF}']) {
      expect(hasNoncharacters(`a${char}`), JSON.stringify(char)).toBe(true);
      expect(characterFault('Nombres', `Ana${char}`)).toBe(fieldMessages.Nombres.illFormed);
      expect(characterFault('Mensaje', `Hola ${char}`)).toBe(fieldMessages.Mensaje.illFormed);
    }
    expect(hasNoncharacters('\uFFFD\uFDCF\uFDF0\u{1FFFD}')).toBe(false);
    expect(checkPayload({ ...valid, Mensaje: 'Hola \uFFFF' })).toEqual({
      ok: false,
      fields: ['Mensaje'],
      message: 'Revisa los datos enviados: El mensaje contiene caracteres no válidos.',
    });
  });

  it('answers a name or a message that shows nothing as an empty one', () => {
    const blanks = [
      '\u3164',
      '\u2800\u2800',
      '\u115F\u1160',
      '\uFFA0',
      '\u200B\u200C\u200D\u2060',
      '\uFE0F',
      '\u{E0100}',
      '\u{E0041}',
      '\u00AD',
      '\u3000\u2028',
    ];
    for (const blank of blanks) {
      expect(hasVisibleCharacter(blank), JSON.stringify(blank)).toBe(false);
      expect(checkPayload({ ...valid, Nombres: blank, Mensaje: blank })).toEqual({
        ok: false,
        fields: ['Nombres', 'Mensaje'],
        message:
          'Revisa los datos enviados: Los nombres y apellidos son obligatorios; El mensaje es obligatorio.',
      });
    }
    for (const shown of ['A', '😀', '\u0301', 'ㅎ', '\u2801', '\uE000', '\uFFFD', '\uD800']) {
      expect(hasVisibleCharacter(shown), JSON.stringify(shown)).toBe(true);
    }
    // Beside something visible, a filler is only a character (Hangul names may use it).
    expect(checkPayload({ ...valid, Nombres: 'Ana\u3164', Mensaje: 'Hola\u2800' }).ok).toBe(true);
  });

  it('takes U+2028 and U+2029 in a message: they are its line breaks', () => {
    expect(checkPayload({ ...valid, Mensaje: 'Hola\u2028Chau\u2029Fin' }).ok).toBe(true);
  });

  it('keeps format characters in the message, where an emoji or a right-to-left word needs them', () => {
    const family = 'Saludos de la familia 👨\u200D👩\u200D👧 y \u2067שלום\u2069';
    expect(characterFault('Mensaje', family)).toBeUndefined();
    expect(checkPayload({ ...valid, Mensaje: family }).ok).toBe(true);
  });

  it('refuses a lone surrogate in every text field, naming the field', () => {
    expect(checkPayload({ ...valid, Nombres: 'Ana\uD800' })).toMatchObject({
      fields: ['Nombres'],
      message:
        'Revisa los datos enviados: Los nombres y apellidos contienen caracteres no válidos.',
    });
    expect(checkPayload({ ...valid, Mensaje: 'Hola \uDC00' })).toMatchObject({
      fields: ['Mensaje'],
      message: 'Revisa los datos enviados: El mensaje contiene caracteres no válidos.',
    });
    expect(checkPayload({ ...valid, Email: 'rosa\uD800@example.pe' })).toMatchObject({
      fields: ['Email'],
      message: 'Revisa los datos enviados: El correo electrónico no es válido.',
    });
  });

  it('accepts only well-formed text, whatever the field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Nombres', 'Mensaje', 'Email'),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
        (field, text) => {
          if (checkPayload({ ...valid, [field]: text }).ok) expect(isWellFormed(text)).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('the gateway model’s text patterns', () => {
  const properties = contactPayloadJsonSchema().properties as Record<string, { pattern: string }>;
  const nombres = properties.Nombres!.pattern;
  const mensaje = properties.Mensaje!.pattern;
  // Without a flag an engine sees UTF-16 units (ECMA 262 as JSON Schema names it); with the
  // u flag it sees code points, as Java's does.
  const engines = (pattern: string) =>
    [
      ['units', new RegExp(pattern)],
      ['code points', new RegExp(pattern, 'u')],
    ] as const;

  /** What the contract says of a text in this field, characters and blankness only. */
  const contractTakes = (field: 'Nombres' | 'Mensaje', text: string) =>
    characterFault(field, text) === undefined && hasVisibleCharacter(text);

  it('refuses every control and format character of the Basic Multilingual Plane in a name, the line separators, U+FFFD, the noncharacters, and only those', () => {
    const isControl = (code: number) =>
      code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    for (const [name, engine] of engines(nombres)) {
      for (let code = 0; code < 0x10000; code += 1) {
        const char = String.fromCharCode(code);
        const text = `Ana${char}Li`;
        const isSurrogate = code >= 0xd800 && code <= 0xdfff;
        expect(engine.test(text), `${name} U+${code.toString(16)}`).toBe(
          !isSurrogate &&
            !isControl(code) &&
            !hasFormatCharacters(char) &&
            !hasNoncharacters(char) &&
            code !== 0xfffd,
        );
      }
    }
  });

  it('agrees with the contract on names and messages, astral format characters aside', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc
        .array(
          fc.constantFrom(
            'a',
            ' ',
            '\n',
            '\u202E',
            '\u200B',
            '\uD800',
            '\uDC00',
            '😀',
            '\u00A0',
            '\uFFFD',
            '\r',
            '\t',
            '\u0000',
            '\u0085',
            '\u2028',
            '\u3164',
            '\u2800',
            '\uFE0F',
            '\uFFFE',
            '\uFDD0',
            '\u{1FFFE}',
            '\u{E0100}',
          ),
          {
            maxLength: 6,
          },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (value) => {
        // Beyond the Basic Multilingual Plane the gateway leaves the rare format characters,
        // noncharacters and invisible ones (tags, variation selectors…) to the handlers.
        const astral = [...value].filter((c) => c.codePointAt(0)! > 0xffff);
        const astralFormat = astral.some((c) => hasFormatCharacters(c));
        const astralLeftOut = astral.some((c) => hasNoncharacters(c) || !hasVisibleCharacter(c));
        for (const [field, pattern] of [
          ['Nombres', nombres],
          ['Mensaje', mensaje],
        ] as const) {
          for (const [, engine] of engines(pattern)) {
            const gateway = engine.test(value);
            // The gateway never refuses what the contract takes…
            if (contractTakes(field, value)) expect(gateway).toBe(true);
            // …and refuses all the contract refuses, but the rare format characters beyond
            // the Basic Multilingual Plane, left to the handlers.
            else if (!((field === 'Nombres' && astralFormat) || astralLeftOut)) {
              expect(gateway).toBe(false);
            }
          }
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('does not backtrack catastrophically: a long message is checked at once', () => {
    const long = `${'a\u00A0'.repeat(limits.mensajeMaxLength / 2 - 1)}\uD800`;
    for (const [, engine] of [...engines(mensaje), ...engines(nombres)]) {
      const started = performance.now();
      expect(engine.test(long)).toBe(false);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });
});
