import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routes/site-routes';
import { HONEYPOT_FIELD, checkPayload, fieldMessages, limits } from './contact-api';
import {
  APPLICATION_PLACEHOLDER_PHONE,
  FORM_MEDIA_TYPE,
  composeApplicationMessage,
  descripcionMaxLength,
  formFieldNames,
  formPages,
  nativeResultLocation,
  payloadFromForm,
  resultFragments,
} from './form-post';
import { validPayload } from './test-payload';

/** What the browser sends for a native form, read back as the handlers read it. */
const formOf = (fields: Record<string, string>) => {
  const params = new URLSearchParams(fields);
  return (name: string) => params.get(name);
};

const contactFields = {
  Nombres: validPayload.Nombres,
  Telefono: String(validPayload.Telefono),
  Email: validPayload.Email,
  Mensaje: validPayload.Mensaje,
};

describe('the native forms', () => {
  it('post as application/x-www-form-urlencoded', () => {
    expect(FORM_MEDIA_TYPE).toBe('application/x-www-form-urlencoded');
  });

  it('name their inputs after the payload (contact) or the description (application), both with the honeypot', () => {
    expect(Object.values(formFieldNames.contact)).toEqual([
      'Nombres',
      'Telefono',
      'Email',
      'Mensaje',
      HONEYPOT_FIELD,
    ]);
    expect(Object.values(formFieldNames.application)).toEqual([
      'Email',
      'Nombres',
      'Descripcion',
      HONEYPOT_FIELD,
    ]);
  });
});

describe('payloadFromForm: the contact form', () => {
  it('gives the payload the JSON forms send, which the contract accepts as is', () => {
    const payload = payloadFromForm('contact', formOf(contactFields));
    expect(payload).toEqual(validPayload);
    expect(checkPayload(payload)).toEqual({ ok: true, payload: validPayload });
  });

  it('trims every text', () => {
    const payload = payloadFromForm(
      'contact',
      formOf({
        Nombres: `  ${validPayload.Nombres}\n`,
        Telefono: ` ${validPayload.Telefono}\t`,
        Email: ` ${validPayload.Email} `,
        Mensaje: `\n${validPayload.Mensaje}  `,
      }),
    );
    expect(payload).toEqual(validPayload);
  });

  it('reads line breaks as the textarea holds them: a browser posts CR LF, the JSON path sends LF', () => {
    const payload = payloadFromForm(
      'contact',
      formOf({ ...contactFields, Mensaje: 'Hola,\r\nsegunda línea\rtercera\n\r\n' }),
    );
    expect(payload.Mensaje).toBe('Hola,\nsegunda línea\ntercera');
  });

  it('turns 1 to 15 digits into the integer Telefono: a landline loses its leading 0', () => {
    const telefono = (value: string) =>
      payloadFromForm('contact', formOf({ ...contactFields, Telefono: value })).Telefono;
    expect(telefono('017054200')).toBe(17_054_200);
    expect(telefono('999999999999999')).toBe(999_999_999_999_999);
    expect(telefono('0')).toBe(0);
  });

  it.each([
    ['spaces between digits', '987 654 321', fieldMessages.Telefono.invalid],
    ['a plus sign', '+51987654321', fieldMessages.Telefono.invalid],
    ['16 digits', '9876543210123456', fieldMessages.Telefono.invalid],
    ['full-width digits', '９８７６５４３２１', fieldMessages.Telefono.invalid],
    ['a decimal point', '987654321.5', fieldMessages.Telefono.invalid],
    ['a few digits', '12345', fieldMessages.Telefono.invalid],
    ['nothing', '  ', fieldMessages.Telefono.required],
  ])(
    'keeps a phone of %s as text, and the contract refuses it in its own words',
    (_, value, message) => {
      const payload = payloadFromForm('contact', formOf({ ...contactFields, Telefono: value }));
      expect(checkPayload(payload)).toEqual({
        ok: false,
        fields: ['Telefono'],
        message: `Revisa los datos enviados: ${message}.`,
      });
    },
  );

  it('leaves missing fields out, so the contract names each as required', () => {
    const payload = payloadFromForm('contact', formOf({ Email: validPayload.Email }));
    expect(payload).toEqual({ Email: validPayload.Email });
    expect(checkPayload(payload)).toMatchObject({
      ok: false,
      fields: ['Nombres', 'Telefono', 'Mensaje'],
    });
  });

  it('ignores names the form does not have', () => {
    const payload = payloadFromForm(
      'contact',
      formOf({ ...contactFields, Cc: 'intruso@example.com', enviar: '' }),
    );
    expect(payload).toEqual(validPayload);
  });

  it('carries the honeypot only when it holds something besides white space, trimmed', () => {
    const withTrap = (trap: string) =>
      payloadFromForm('contact', formOf({ ...contactFields, [HONEYPOT_FIELD]: trap }));
    expect(withTrap('')).toEqual(validPayload);
    expect(withTrap(' \n ')).toEqual(validPayload);
    expect(withTrap(' https://spam.example ')).toEqual({
      ...validPayload,
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
  });
});

describe('payloadFromForm: the application form', () => {
  const applicationFields = {
    Email: ' luis.mamani@example.pe ',
    Nombres: 'Luis Alberto Mamani Condori ',
    Descripcion: '\nSoy técnico en redes y quiero crecer en la nube.\n',
  };

  it('sends the name, the placeholder phone, the e-mail and the composed message', () => {
    const payload = payloadFromForm('application', formOf(applicationFields));
    expect(payload).toEqual({
      Nombres: 'Luis Alberto Mamani Condori',
      Telefono: APPLICATION_PLACEHOLDER_PHONE,
      Email: 'luis.mamani@example.pe',
      Mensaje: [
        'Postulación de empleo enviada desde el sitio web.',
        '',
        'Nombres y apellidos: Luis Alberto Mamani Condori',
        'Correo electrónico: luis.mamani@example.pe',
        '',
        'Sobre el postulante:',
        'Soy técnico en redes y quiero crecer en la nube.',
        '',
        'Este mensaje llegó desde el formulario de Oportunidades de la web.',
      ].join('\n'),
    });
    expect(checkPayload(payload).ok).toBe(true);
  });

  it('leaves Mensaje out when the description is blank, so the contract asks for it', () => {
    const payload = payloadFromForm(
      'application',
      formOf({ ...applicationFields, Descripcion: ' \n ' }),
    );
    expect(payload).not.toHaveProperty('Mensaje');
    expect(checkPayload(payload)).toEqual({
      ok: false,
      fields: ['Mensaje'],
      message: `Revisa los datos enviados: ${fieldMessages.Mensaje.required}.`,
    });
  });

  it('leaves a missing name or e-mail out, so the contract names it', () => {
    const payload = payloadFromForm(
      'application',
      formOf({ Descripcion: applicationFields.Descripcion }),
    );
    expect(payload).not.toHaveProperty('Nombres');
    expect(payload).not.toHaveProperty('Email');
    expect(checkPayload(payload)).toMatchObject({ ok: false, fields: ['Nombres', 'Email'] });
  });

  it('carries a filled honeypot like the contact form', () => {
    const payload = payloadFromForm(
      'application',
      formOf({ ...applicationFields, [HONEYPOT_FIELD]: 'bot' }),
    );
    expect(payload[HONEYPOT_FIELD]).toBe('bot');
  });

  it('sends a placeholder phone the contract accepts', () => {
    expect(checkPayload({ ...validPayload, Telefono: APPLICATION_PLACEHOLDER_PHONE }).ok).toBe(
      true,
    );
  });

  it('bounds the description so the longest name and e-mail still fit Mensaje exactly', () => {
    const longest = composeApplicationMessage(
      'n'.repeat(limits.nombresMaxLength),
      'e'.repeat(limits.emailMaxLength),
      'd'.repeat(descripcionMaxLength),
    );
    expect(longest).toHaveLength(limits.mensajeMaxLength);
    // Room for a real description: the frame takes a few hundred characters at most.
    expect(descripcionMaxLength).toBeGreaterThan(4_000);
  });
});

describe('after a native post', () => {
  it('each endpoint returns to its own page, a page of the route table', () => {
    const paths = new Set<string>(siteRoutes.map((route) => route.path));
    for (const page of Object.values(formPages)) expect(paths.has(page)).toBe(true);
    expect(formPages).toEqual({
      contact: '/contacto/formulario',
      application: '/ayuda/trabaja-con-nosotros',
    });
  });

  it('names a panel per endpoint and result, each id its own', () => {
    const ids = Object.values(resultFragments).flatMap((panels) => Object.values(panels));
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('without a Referer: the endpoint’s page, at the result’s panel', () => {
    expect(nativeResultLocation('contact', 'sent', undefined)).toBe(
      '/contacto/formulario#contacto-enviado',
    );
    expect(nativeResultLocation('contact', 'failed', '')).toBe(
      '/contacto/formulario#contacto-no-enviado',
    );
    expect(nativeResultLocation('application', 'sent', undefined)).toBe(
      '/ayuda/trabaja-con-nosotros#postulacion-enviada',
    );
    expect(nativeResultLocation('application', 'failed', undefined)).toBe(
      '/ayuda/trabaja-con-nosotros#postulacion-no-enviada',
    );
  });

  it('with the page’s own Referer: that page (an offer page too), without its query or fragment', () => {
    expect(
      nativeResultLocation('contact', 'sent', 'https://www.aynicloud.pe/aws/ofertas/connect'),
    ).toBe('/aws/ofertas/connect#contacto-enviado');
    expect(
      nativeResultLocation(
        'contact',
        'failed',
        'http://localhost:4173/aws/ofertas/waf?utm_source=x#form',
      ),
    ).toBe('/aws/ofertas/waf#contacto-no-enviado');
    expect(nativeResultLocation('contact', 'sent', 'https://www.aynicloud.pe/')).toBe(
      '/#contacto-enviado',
    );
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x', '/contacto/formulario'],
    ['an absolute URL on another host (only its path is kept)', 'https://evil.example/x', '/x'],
    [
      'a doubled slash in the path',
      'https://www.aynicloud.pe//evil.example/x',
      '/contacto/formulario',
    ],
    [
      'a backslash, which URLs read as a slash',
      'https://www.aynicloud.pe/\\evil.example',
      '/contacto/formulario',
    ],
    ['javascript:', 'javascript:alert(document.cookie)', '/contacto/formulario'],
    ['data:', 'data:text/html,<script>alert(1)</script>', '/contacto/formulario'],
    ['another scheme', 'ftp://www.aynicloud.pe/contacto', '/contacto/formulario'],
    ['a relative reference', 'contacto/formulario', '/contacto/formulario'],
    ['a file name', 'https://www.aynicloud.pe/contacto/formulario.html', '/contacto/formulario'],
    // Dot segments, escaped or not, are resolved by the URL parser before the path is read.
    ['an escaped dot segment', 'https://www.aynicloud.pe/a/%2e%2e/admin', '/admin'],
    ['a dot segment', 'https://www.aynicloud.pe/a/../b', '/b'],
    ['a dot inside a segment', 'https://www.aynicloud.pe/a/..b/c', '/contacto/formulario'],
    [
      'an escaped line break',
      'https://www.aynicloud.pe/x%0d%0aSet-Cookie:a=b',
      '/contacto/formulario',
    ],
    ['upper case', 'https://www.aynicloud.pe/aws/servicios/Lambda', '/contacto/formulario'],
    ['no URL at all', 'not a url', '/contacto/formulario'],
  ])('a hostile or odd Referer (%s) never leaves the site', (_, referer, path) => {
    expect(nativeResultLocation('contact', 'sent', referer)).toBe(`${path}#contacto-enviado`);
  });

  it('whatever the Referer, answers a path of this site with a fragment: never a URL, never //', () => {
    const referer = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((path) => `https://www.aynicloud.pe${path}`),
      fc.constantFrom('//', '///x', '/\\x', 'https:/x', 'https:\\\\evil.example'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('contact', 'application' as const),
        fc.constantFrom('sent', 'failed' as const),
        referer,
        (endpoint, result, value) => {
          const location = nativeResultLocation(endpoint, result, value);
          expect(location).toMatch(/^\/(?!\/)[a-z0-9/-]*#[a-z-]+$/);
          expect(location).not.toContain('//');
          expect(location.endsWith(`#${resultFragments[endpoint][result]}`)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
