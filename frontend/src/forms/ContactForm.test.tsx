import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  fieldMessages,
  limits,
} from '../../../contract/contact-constants';
import { contactForm } from '../content/contact';
import { ContactForm } from './ContactForm';

const fetchMock = vi.fn<typeof fetch>();
/** The form's own labels (the validation messages below are the spec's words, asserted as written). */
const labels = contactForm.labels;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function field(name: string) {
  return screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(labels.nombres), 'Rosa Mamani Huamán');
  await user.type(field(labels.telefono), '987654321');
  await user.type(field(labels.email), 'rosa@example.pe');
  await user.type(field(labels.mensaje), 'Quiero migrar mi base de datos a la nube.');
}

function sentBody(call = 0) {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

describe('ContactForm', () => {
  it('shows every field with the contract limits and no heading', () => {
    render(<ContactForm />);
    expect(screen.getByRole('form', { name: 'Formulario de contacto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(field(labels.nombres)).toHaveAttribute('maxLength', String(limits.nombresMaxLength));
    expect(field(labels.telefono)).toHaveAttribute('maxLength', String(limits.telefonoMaxDigits));
    expect(field(labels.telefono)).toHaveAttribute('inputMode', 'numeric');
    expect(field(labels.email)).toHaveAttribute('type', 'email');
    expect(field(labels.email)).toHaveAttribute('maxLength', String(limits.emailMaxLength));
    expect(field(labels.mensaje).tagName).toBe('TEXTAREA');
    expect(field(labels.mensaje)).toHaveAttribute('maxLength', String(limits.mensajeMaxLength));
  });

  it('on an empty submit shows every message of the spec, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field(labels.nombres), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
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

  it('says a phone shorter than nine digits is invalid and keeps only digits', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field(labels.telefono), '98a7-65 43.21');
    expect(field(labels.telefono)).toHaveValue('987654321');
    await user.clear(field(labels.telefono));
    await user.type(field(labels.telefono), '98765432');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(field(labels.telefono)).toHaveAccessibleDescription('Número de teléfono inválido');
    // Nine digits typed, but two leading zeros: no number the API takes.
    await user.clear(field(labels.telefono));
    await user.type(field(labels.telefono), '001234567');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(field(labels.telefono)).toHaveAccessibleDescription('Número de teléfono inválido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['rosa@', 'rosa@empresa'])(
    'refuses `%s` inline: the e-mail input carries the contract’s rule as its pattern',
    async (email) => {
      const user = userEvent.setup();
      render(<ContactForm />);
      expect(field(labels.email)).toHaveAttribute('pattern', EMAIL_PATTERN);
      await fillValid(user);
      await user.clear(field(labels.email));
      await user.type(field(labels.email), email);
      expect(field(labels.email).validity.patternMismatch).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(field(labels.email)).toHaveAccessibleDescription(
        'Ingrese un correo electrónico válido',
      );
      expect(field(labels.email)).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('refuses a name with invisible characters inline, in the contract’s words', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.clear(field(labels.nombres));
    await user.click(field(labels.nombres));
    await user.paste('Rosa \u202Egnp.exe\u200B');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(field(labels.nombres)).toHaveAccessibleDescription(
      fieldMessages.Nombres.formatCharacters,
    );
    expect(field(labels.nombres)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as the visitor types in it, and only that one", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.type(field(labels.mensaje), 'H');
    expect(field(labels.mensaje)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Ingrese su mensaje por favor')).not.toBeInTheDocument();
    expect(screen.getByText('Ingrese nombres y apellidos')).toBeInTheDocument();
  });

  it('keeps the honeypot away from people and assistive technology, and sends it only if filled', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ statusCode: 200, message: 'Correo enviado exitosamente' }),
    );
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabIndex', '-1');
    expect(honeypot).toHaveAttribute('autoComplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'nombres',
      'telefono',
      'email',
      'mensaje',
    ]);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog');
    expect(sentBody()).not.toHaveProperty(HONEYPOT_FIELD);

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await fillValid(user);
    honeypot.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(1)[HONEYPOT_FIELD]).toBe('https://spam.example');
  });

  it('sends the contract payload, shows the server message with a green button, then clears the fields', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const sending = screen.getByRole('button', { name: /Enviando/ });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    expect(sentBody()).toEqual({
      Nombres: 'Rosa Mamani Huamán',
      Telefono: 987654321,
      Email: 'rosa@example.pe',
      Mensaje: 'Quiero migrar mi base de datos a la nube.',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/website/contacto/formulario');
    answer(Response.json({ statusCode: 200, message: 'Gracias, te escribiremos pronto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gracias, te escribiremos pronto' });
    const accept = within(dialog).getByRole('button', { name: 'Aceptar' });
    expect(accept.className).toContain('colorSuccess');
    for (const label of Object.values(labels)) {
      expect(field(label)).toHaveValue('');
    }
    await user.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
  });

  it('falls back to the default success text', async () => {
    fetchMock.mockResolvedValue(Response.json({ body: JSON.stringify({ statusCode: 200 }) }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Correo enviado exitosamente' }),
    ).toBeVisible();
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
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'Lo sentimos, no logramos enviar el correo (catch)',
    ],
  ];

  it.each(failures)(
    'on %s shows a red dialog and keeps every field',
    async (_case, respond, text) => {
      fetchMock.mockImplementation(respond);
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      const dialog = await screen.findByRole('dialog', { name: text });
      expect(within(dialog).getByRole('button', { name: 'Aceptar' }).className).toContain(
        'colorError',
      );
      expect(field(labels.nombres)).toHaveValue('Rosa Mamani Huamán');
      expect(field(labels.telefono)).toHaveValue('987654321');
      expect(field(labels.email)).toHaveValue('rosa@example.pe');
      expect(field(labels.mensaje)).toHaveValue('Quiero migrar mi base de datos a la nube.');
    },
  );

  it('is prerendered with a plain, ready-looking button, so no native submit can put data in the URL', () => {
    const html = renderToString(<ContactForm idPrefix="pre" />);
    const button = /<button[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="button"');
    expect(button).not.toContain('disabled');
    render(<ContactForm />);
    const live = screen.getByRole('button', { name: 'Enviar' });
    expect(live).toBeEnabled();
    expect(live).toHaveAttribute('type', 'submit');
  });

  it('gives two forms on one page distinct ids', () => {
    render(
      <>
        <ContactForm idPrefix="uno" />
        <ContactForm />
      </>,
    );
    const ids = [...document.querySelectorAll('input, textarea')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('uno-nombres');
  });
});
