/**
 * behaviours/forms.ts over the two forms as the prerendered page holds them: the components
 * rendered inside the site's theme, then the behaviour installed on the document, as the page's
 * module script does, and a visitor driving them with the keyboard and the mouse.
 */
import { ThemeProvider } from '@mui/material/styles';
import { render as renderBare, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD, fieldMessages, limits } from '../../../contract/contact-constants';
import { payloadFromForm } from '../../../contract/form-post';
import { colourName } from '../../../test/colour-names';
import { contactForm } from '../content/contacto/formulario';
import { applicationForm } from '../content/ayuda/trabaja-con-nosotros';
import { ApplicationForm } from '../forms/ApplicationForm';
import { ContactForm } from '../forms/ContactForm';
import { theme } from '../theme';
import { checkForm, installForms } from './forms';
import { markup } from './markup';

const fetchMock = vi.fn<typeof fetch>();

/** What the behaviour adds to the document, removed after each test: one page, one install. */
const installed: Parameters<Document['addEventListener']>[] = [];

/** The page as a visitor gets it: the form prerendered, then the behaviours installed. */
function renderPage(ui: ReactElement) {
  const result = renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const add = vi.spyOn(document, 'addEventListener');
  installForms(document);
  installed.push(...add.mock.calls);
  add.mockRestore();
  return result;
}

beforeAll(() => {
  // jsdom knows <dialog> but not its methods: what the forms use of them, as the browser does
  // it (close() fires `close` in a later task).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  for (const [type, listener, options] of installed.splice(0)) {
    document.removeEventListener(type, listener, options);
  }
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const formNamed = (name: string) => screen.getByRole('form', { name }) as HTMLFormElement;

function sentBody(call = 0) {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
}

/** What the contract's function makes of `form` as it is now: what the behaviour must send. */
function payloadOf(form: HTMLFormElement) {
  const endpoint = form.getAttribute(markup.form) as 'contact' | 'application';
  return payloadFromForm(endpoint, (name) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement
      ? input.value
      : null;
  });
}

/** The result dialog, open, by its accessible name (its title). */
const openDialog = (name: string) => screen.findByRole('dialog', { name });

/** The colour of the dialog's button, as a visitor would name it. */
const buttonColour = (dialog: HTMLElement) =>
  colourName(
    getComputedStyle(within(dialog).getByRole('button', { name: 'Aceptar' })).backgroundColor,
  );

describe('installForms', () => {
  it('takes the checks over from the browser on the forms it finds', () => {
    renderBare(<ContactForm idPrefix="antes" />);
    expect(formNamed('Formulario de contacto').noValidate).toBe(false);
    renderPage(<ApplicationForm idPrefix="p" />);
    expect(formNamed('Formulario de contacto').noValidate).toBe(true);
    expect(formNamed('Formulario de postulación').noValidate).toBe(true);
  });

  it('leaves alone a form that is not one of the site’s', async () => {
    renderPage(
      <>
        <form aria-label="Búsqueda" action="/buscar">
          <input name="q" aria-label="Buscar" />
          <button type="submit">Buscar</button>
        </form>
        <ContactForm />
      </>,
    );
    // Seen after the page's script (on the window): whether it took the submit over. Stopped
    // then, as jsdom cannot load another page.
    let takenOver: boolean | undefined;
    const record = (event: Event) => {
      takenOver = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('submit', record);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(takenOver).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    window.removeEventListener('submit', record);
    expect(takenOver).toBe(false);
    expect(formNamed('Búsqueda').noValidate).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the contact form', () => {
  const { labels, errors } = contactForm;
  const send = () => screen.getByRole('button', { name: 'Enviar' });

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field(labels.nombres), 'Rosa Mamani Huamán');
    await user.type(field(labels.telefono), '987654321');
    await user.type(field(labels.email), 'rosa@example.pe');
    await user.type(field(labels.mensaje), 'Quiero migrar mi base de datos a la nube.');
  }

  it('on an empty submit shows every message of the spec, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await user.type(field(labels.nombres), '   ');
    await user.click(send());
    for (const [label, message] of [
      [labels.nombres, 'Ingrese nombres y apellidos'],
      [labels.telefono, 'Ingrese número de teléfono'],
      [labels.email, 'Ingrese correo electrónico'],
      [labels.mensaje, 'Ingrese su mensaje por favor'],
    ] as const) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field(labels.nombres)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps only the digits of the phone as they are typed, at most the contract’s number', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await user.type(field(labels.telefono), '98a7-65 43.21');
    expect(field(labels.telefono)).toHaveValue('987654321');
    await user.clear(field(labels.telefono));
    await user.click(field(labels.telefono));
    await user.paste('(01) 705-4200');
    expect(field(labels.telefono)).toHaveValue('017054200');
    // Longer than the digits allowed, signs included: every digit kept, none cut by the browser.
    await user.clear(field(labels.telefono));
    await user.paste('+51 (01) 705-4200 anexo 12');
    expect(field(labels.telefono)).toHaveValue('5101705420012');
    await user.clear(field(labels.telefono));
    await user.type(field(labels.telefono), '51 9876 5432 1000 0009');
    expect(field(labels.telefono)).toHaveValue('519876543210000');
    expect(field(labels.telefono).value).toHaveLength(limits.telefonoMaxDigits);
  });

  it('says a phone shorter than nine digits, or no number the API takes, is invalid', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.clear(field(labels.telefono));
    await user.type(field(labels.telefono), '98765432');
    await user.click(send());
    expect(field(labels.telefono)).toHaveAccessibleDescription('Número de teléfono inválido');
    expect(field(labels.telefono)).toHaveFocus();
    // Nine digits typed, but two leading zeros: no number the API takes.
    await user.clear(field(labels.telefono));
    await user.type(field(labels.telefono), '001234567');
    await user.click(send());
    expect(field(labels.telefono)).toHaveAccessibleDescription('Número de teléfono inválido');
    // A Lima landline, its leading zero counted.
    await user.clear(field(labels.telefono));
    await user.type(field(labels.telefono), '017054200');
    fetchMock.mockResolvedValue(Response.json({ statusCode: 200 }));
    await user.click(send());
    await openDialog('Correo enviado exitosamente');
    expect(sentBody().Telefono).toBe(17_054_200);
  });

  it.each(['rosa@', 'rosa@empresa'])(
    'refuses `%s` inline, as the e-mail input’s own check does',
    async (email) => {
      const user = userEvent.setup();
      renderPage(<ContactForm />);
      await fillValid(user);
      await user.clear(field(labels.email));
      await user.type(field(labels.email), email);
      expect(field(labels.email).validity.patternMismatch).toBe(true);
      await user.click(send());
      expect(field(labels.email)).toHaveAccessibleDescription(
        'Ingrese un correo electrónico válido',
      );
      expect(field(labels.email)).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('refuses a name with invisible characters inline, in the contract’s words', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.clear(field(labels.nombres));
    await user.click(field(labels.nombres));
    await user.paste('Rosa \u202Egnp.exe\u200B');
    await user.click(send());
    expect(field(labels.nombres)).toHaveAccessibleDescription(
      fieldMessages.Nombres.formatCharacters,
    );
    expect(field(labels.nombres)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as the visitor types in it, and only that one", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await user.click(send());
    await user.type(field(labels.mensaje), 'H');
    expect(field(labels.mensaje)).not.toHaveAttribute('aria-invalid');
    expect(field(labels.mensaje)).toHaveAccessibleDescription('');
    expect(screen.queryByText(errors.mensajeRequired)).not.toBeInTheDocument();
    expect(screen.getByText(errors.nombresRequired)).toBeInTheDocument();
    expect(field(labels.nombres)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the contract payload once, says it is sending, then shows the server message in green and clears the fields', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    const form = formNamed('Formulario de contacto');
    await fillValid(user);
    const expected = payloadOf(form);
    await user.click(send());

    const sending = screen.getByRole('button', { name: 'Enviando…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/website/contacto/formulario');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentBody()).toEqual({
      Nombres: 'Rosa Mamani Huamán',
      Telefono: 987654321,
      Email: 'rosa@example.pe',
      Mensaje: 'Quiero migrar mi base de datos a la nube.',
    });
    expect(sentBody()).toEqual(expected);

    // A second press, and Enter in a field, while the first is on its way: nothing more is sent.
    await user.click(sending);
    await user.type(field(labels.email), '{Enter}');
    expect(fetchMock).toHaveBeenCalledOnce();

    answer(Response.json({ statusCode: 200, message: 'Gracias, te escribiremos pronto' }));
    const dialog = await openDialog('Gracias, te escribiremos pronto');
    expect(dialog).toHaveAttribute(markup.resultTone, 'success');
    expect(buttonColour(dialog)).toBe('green');
    expect(dialog).toHaveAccessibleDescription('');
    for (const label of Object.values(labels)) expect(field(label)).toHaveValue('');
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(send()).toHaveAttribute('aria-disabled', 'false');
    expect(fetchMock).toHaveBeenCalledOnce();

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(send()).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the default success text', async () => {
    fetchMock.mockResolvedValue(Response.json({ body: JSON.stringify({ statusCode: 200 }) }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(send());
    expect(await openDialog('Correo enviado exitosamente')).toHaveAttribute(
      markup.resultTone,
      'success',
    );
  });

  it('sends the honeypot only when something filled it, then the normal answer', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ statusCode: 200, message: 'Correo enviado exitosamente' }),
    );
    const user = userEvent.setup();
    const { container } = renderPage(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    await fillValid(user);
    await user.click(send());
    const dialog = await openDialog('Correo enviado exitosamente');
    expect(sentBody()).not.toHaveProperty(HONEYPOT_FIELD);

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // user-event does not see form.reset() empty an e-mail input (jsdom resets it behind the
    // value setter user-event watches): clearing first types into what the page really holds.
    for (const label of Object.values(labels)) await user.clear(field(label));
    await fillValid(user);
    // A bot sets the value without any event: the form's value is read when it is sent.
    honeypot.value = 'https://spam.example';
    await user.click(send());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(1)[HONEYPOT_FIELD]).toBe('https://spam.example');
    // Cleared with the rest after the success.
    await openDialog('Correo enviado exitosamente');
    expect(honeypot).toHaveValue('');
  });

  const failures: [string, () => Promise<Response>, string][] = [
    [
      'a 400 with the server message',
      async () =>
        Response.json({ statusCode: 400, message: 'Revisa los datos enviados' }, { status: 400 }),
      'Revisa los datos enviados',
    ],
    [
      'an error code without message',
      async () => Response.json({ statusCode: 502 }, { status: 502 }),
      'Error al enviar correo',
    ],
    [
      'an inner error code inside a 200',
      async () => Response.json({ statusCode: 200, body: '{"statusCode":500}' }),
      'Error al enviar correo',
    ],
    [
      'an answer with no statusCode',
      async () => Response.json({ message: 'ok' }),
      'Lo sentimos, no logramos enviar el correo (sin statusCode)',
    ],
    [
      'a proxy’s error page',
      async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      'Lo sentimos, no logramos enviar el correo (sin statusCode)',
    ],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'Lo sentimos, no logramos enviar el correo (catch)',
    ],
  ];

  it.each(failures)(
    'on %s shows a red dialog and keeps every field',
    async (_case, respond, title) => {
      fetchMock.mockImplementation(respond);
      const user = userEvent.setup();
      renderPage(<ContactForm />);
      await fillValid(user);
      await user.click(send());
      const dialog = await openDialog(title);
      expect(dialog).toHaveAttribute(markup.resultTone, 'error');
      expect(buttonColour(dialog)).toBe('red');
      expect(field(labels.nombres)).toHaveValue('Rosa Mamani Huamán');
      expect(field(labels.telefono)).toHaveValue('987654321');
      expect(field(labels.email)).toHaveValue('rosa@example.pe');
      expect(field(labels.mensaje)).toHaveValue('Quiero migrar mi base de datos a la nube.');
      expect(send()).toHaveAttribute('aria-disabled', 'false');
    },
  );

  it('after a failure, sends again when asked, and a success then replaces the red dialog', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ statusCode: 200 }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(send());
    const failed = await openDialog('Lo sentimos, no logramos enviar el correo (catch)');
    await user.click(within(failed).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(send()).toHaveFocus());
    await user.click(send());
    const sent = await openDialog('Correo enviado exitosamente');
    expect(sent).toHaveAttribute(markup.resultTone, 'success');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(1)).toEqual(sentBody(0));
  });

  it('returns the focus to "Enviar" however the dialog closes (Escape closes a modal dialog)', async () => {
    fetchMock.mockResolvedValue(Response.json({ statusCode: 200 }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(send());
    const dialog = (await openDialog('Correo enviado exitosamente')) as HTMLDialogElement;
    within(dialog).getByRole('button', { name: 'Aceptar' }).focus();
    dialog.close();
    await waitFor(() => expect(send()).toHaveFocus());
  });
});

describe('the application form', () => {
  const email = () => field(applicationForm.labels.contacto);
  const name = () => field(applicationForm.labels.nombreCompleto);
  const about = () => field(applicationForm.labels.descripcion);
  const send = () => screen.getByRole('button', { name: 'Enviar postulación' });

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(email(), 'luis.ccori@example.pe');
    await user.type(name(), 'Luis Ccori Apaza');
    await user.type(about(), 'Soy DBA y quiero crecer en la nube.');
  }

  it('draws a neutral border on fields that are fine', () => {
    renderPage(<ApplicationForm />);
    expect(colourName(getComputedStyle(email()).borderColor)).not.toBe('red');
  });

  it('shows every required message with a red border and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderPage(<ApplicationForm />);
    await user.click(send());
    expect(email()).toHaveAccessibleDescription('El correo electrónico es requerido');
    expect(name()).toHaveAccessibleDescription('Los nombres y apellidos son requeridos');
    expect(about()).toHaveAccessibleDescription(
      'La descripción es requerida Tu experiencia, lo que te motiva y el puesto que te interesa.',
    );
    for (const input of [email(), name(), about()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(colourName(getComputedStyle(input).borderColor)).toBe('red');
    }
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and clears an error as soon as the field is typed in', async () => {
    const user = userEvent.setup();
    renderPage(<ApplicationForm />);
    await user.type(email(), 'luis@correo');
    await user.click(send());
    expect(email()).toHaveAccessibleDescription('El formato del correo electrónico no es válido');
    await user.type(email(), '.pe');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(colourName(getComputedStyle(email()).borderColor)).not.toBe('red');
    expect(screen.queryByText('El formato del correo electrónico no es válido')).toBeNull();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    await user.type(name(), 'L');
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(about()).toHaveAttribute('aria-invalid', 'true');
    // The hint stays with the field once its message has gone.
    await user.type(about(), 'D');
    expect(about()).not.toHaveAttribute('aria-invalid');
    expect(about()).toHaveAccessibleDescription(
      /^\s*Tu experiencia, lo que te motiva y el puesto que te interesa\.$/,
    );
  });

  it('checks the e-mail by the contract’s rule, as the input’s pattern does', async () => {
    const user = userEvent.setup();
    renderPage(<ApplicationForm />);
    await fillValid(user);
    await user.clear(email());
    await user.type(email(), 'luis@-correo.pe');
    expect(email().validity.patternMismatch).toBe(true);
    await user.click(send());
    expect(email()).toHaveAccessibleDescription('El formato del correo electrónico no es válido');
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a name with invisible characters inline, in the contract’s words', async () => {
    const user = userEvent.setup();
    renderPage(<ApplicationForm />);
    await fillValid(user);
    await user.click(name());
    await user.paste('\u2066');
    await user.click(send());
    expect(name()).toHaveAccessibleDescription(fieldMessages.Nombres.formatCharacters);
    expect(name()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends to the oportunidades endpoint, thanks the candidate and clears the form', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ statusCode: 200, message: '¡Postulación enviada exitosamente!' }),
    );
    const user = userEvent.setup();
    renderPage(<ApplicationForm />);
    await fillValid(user);
    const expected = payloadOf(formNamed('Formulario de postulación'));
    await user.click(send());
    const dialog = await openDialog('¡Postulación enviada exitosamente!');
    expect(dialog).toHaveAccessibleDescription(
      'Gracias por tu interés. Nos pondremos en contacto contigo pronto.',
    );
    expect(dialog).toHaveAttribute(markup.resultTone, 'success');
    expect(buttonColour(dialog)).toBe('green');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/website/contacto/oportunidades');
    const body = sentBody();
    expect(body).toEqual(expected);
    expect(body).toMatchObject({
      Nombres: 'Luis Ccori Apaza',
      Telefono: 999999999,
      Email: 'luis.ccori@example.pe',
    });
    expect(body.Mensaje).toContain('Soy DBA y quiero crecer en la nube.');
    for (const input of [email(), name(), about()]) expect(input).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(send()).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says it is sending, and sends once however often it is pressed', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage(<ApplicationForm />);
    await fillValid(user);
    await user.click(send());
    const sending = screen.getByRole('button', { name: 'Enviando…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    await user.click(sending);
    expect(fetchMock).toHaveBeenCalledOnce();
    answer(Response.json({ statusCode: 200 }));
    await openDialog('¡Postulación enviada exitosamente!');
    expect(send()).toHaveAttribute('aria-disabled', 'false');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  const failures: [string, () => Promise<Response>, string, string][] = [
    [
      'an error code with the server message',
      async () =>
        Response.json({ statusCode: 400, message: 'Revisa los datos enviados' }, { status: 400 }),
      'Revisa los datos enviados',
      '',
    ],
    [
      'an error code without message',
      async () => Response.json({ statusCode: 500 }, { status: 500 }),
      'Error al enviar postulación',
      '',
    ],
    [
      'no status code',
      async () => Response.json({}),
      'Lo sentimos, no logramos enviar la postulación',
      '',
    ],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'Lo sentimos, no logramos enviar la postulación',
      'Por favor, inténtalo de nuevo más tarde.',
    ],
  ];

  it.each(failures)(
    'on %s shows its dialog in red and keeps the values',
    async (_case, respond, title, text) => {
      fetchMock.mockImplementation(respond);
      const user = userEvent.setup();
      renderPage(<ApplicationForm />);
      await fillValid(user);
      await user.click(send());
      const dialog = await openDialog(title);
      expect(dialog).toHaveAccessibleDescription(text);
      expect(dialog).toHaveAttribute(markup.resultTone, 'error');
      expect(buttonColour(dialog)).toBe('red');
      expect(email()).toHaveValue('luis.ccori@example.pe');
      expect(name()).toHaveValue('Luis Ccori Apaza');
      expect(about()).toHaveValue('Soy DBA y quiero crecer en la nube.');
    },
  );

  it('says the new outcome, not the last one’s text, when the dialog opens again', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ statusCode: 500 }, { status: 500 }));
    const user = userEvent.setup();
    renderPage(<ApplicationForm />);
    await fillValid(user);
    await user.click(send());
    const thrown = await openDialog('Lo sentimos, no logramos enviar la postulación');
    expect(thrown).toHaveAccessibleDescription('Por favor, inténtalo de nuevo más tarde.');
    await user.click(within(thrown).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(send()).toHaveFocus());
    await user.click(send());
    const failed = await openDialog('Error al enviar postulación');
    expect(failed).toHaveAccessibleDescription('');
  });
});

describe('checkForm', () => {
  it('accepts a valid contact form and clears what it showed before', () => {
    renderPage(<ContactForm idPrefix="c" />);
    const form = formNamed('Formulario de contacto');
    expect(checkForm(form)).toBe(false);
    expect(screen.getByText(contactForm.errors.nombresRequired)).toBeInTheDocument();
    const values: Record<string, string> = {
      Nombres: 'Rosa Mamani',
      Telefono: '987654321',
      Email: 'rosa@example.pe',
      Mensaje: 'Hola',
    };
    for (const [inputName, value] of Object.entries(values)) {
      (form.elements.namedItem(inputName) as HTMLInputElement).value = value;
    }
    expect(checkForm(form)).toBe(true);
    expect(form.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(screen.queryByText(contactForm.errors.nombresRequired)).toBeNull();
  });

  it('applies the application form’s own rules (the e-mail format)', () => {
    renderPage(<ApplicationForm idPrefix="p" />);
    const form = formNamed('Formulario de postulación');
    (form.elements.namedItem('Email') as HTMLInputElement).value = 'ana@';
    expect(checkForm(form)).toBe(false);
    expect(screen.getByText(applicationForm.errors.contactoInvalid)).toBeInTheDocument();
    expect(screen.getByText(applicationForm.errors.nombreCompletoRequired)).toBeInTheDocument();
    expect(screen.getByText(applicationForm.errors.descripcionRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(applicationForm.labels.contacto, { exact: false })).toHaveFocus();
  });
});
