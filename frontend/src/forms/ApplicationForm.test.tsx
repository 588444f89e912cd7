import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_PATTERN, fieldMessages, limits } from '../../../contract/contact-constants';
import { colourName } from '../../../test/colour-names';
import { applicationForm } from '../content/jobs';
import { descripcionMaxLength } from './application-form-model';
import { ApplicationForm } from './ApplicationForm';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const email = () => field(applicationForm.labels.contacto);
const name = () => field(applicationForm.labels.nombreCompleto);
const about = () => field(applicationForm.labels.descripcion);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'luis.ccori@example.pe');
  await user.type(name(), 'Luis Ccori Apaza');
  await user.type(about(), 'Soy DBA y quiero crecer en la nube.');
}

describe('ApplicationForm', () => {
  it('marks the three fields required, with the contract limits', () => {
    render(<ApplicationForm />);
    for (const input of [email(), name(), about()]) expect(input).toBeRequired();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('maxLength', String(limits.emailMaxLength));
    expect(name()).toHaveAttribute('maxLength', String(limits.nombresMaxLength));
    expect(about()).toHaveAttribute('maxLength', String(descripcionMaxLength));
  });

  it('draws a neutral border on fields that are fine', () => {
    render(<ApplicationForm />);
    expect(colourName(getComputedStyle(email()).borderColor)).not.toBe('red');
  });

  it('shows every required message with a red border and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
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
    render(<ApplicationForm />);
    await user.type(email(), 'luis@correo');
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(email()).toHaveAccessibleDescription('El formato del correo electrónico no es válido');
    await user.type(email(), '.pe');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('El formato del correo electrónico no es válido')).toBeNull();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    await user.type(name(), 'L');
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(about()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the e-mail by the contract’s rule, in the input’s pattern too', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm />);
    expect(email()).toHaveAttribute('pattern', EMAIL_PATTERN);
    await fillValid(user);
    await user.clear(email());
    await user.type(email(), 'luis@-correo.pe');
    expect(email().validity.patternMismatch).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(email()).toHaveAccessibleDescription('El formato del correo electrónico no es válido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a name with invisible characters inline, in the contract’s words', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm />);
    await fillValid(user);
    await user.click(name());
    await user.paste('\u2066');
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(name()).toHaveAccessibleDescription(fieldMessages.Nombres.formatCharacters);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends to the oportunidades endpoint, thanks the candidate and clears the form', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ statusCode: 200, message: '¡Postulación enviada exitosamente!' }),
    );
    const user = userEvent.setup();
    render(<ApplicationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¡Postulación enviada exitosamente!',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Gracias por tu interés. Nos pondremos en contacto contigo pronto.',
    );
    expect(within(dialog).getByRole('button', { name: 'Aceptar' }).className).toContain(
      'colorSuccess',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/website/contacto/oportunidades');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      Nombres: 'Luis Ccori Apaza',
      Telefono: 999999999,
      Email: 'luis.ccori@example.pe',
    });
    expect(body.Mensaje).toContain('Sobre el postulante:\nSoy DBA y quiero crecer en la nube.');
    for (const input of [email(), name(), about()]) expect(input).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Enviar postulación' })).toHaveFocus();
  });

  const failures: [string, () => Promise<Response>, string, string | null][] = [
    [
      'an error code with the server message',
      async () =>
        Response.json({ statusCode: 400, message: 'Revisa los datos enviados' }, { status: 400 }),
      'Revisa los datos enviados',
      null,
    ],
    [
      'an error code without message',
      async () => Response.json({ statusCode: 500 }, { status: 500 }),
      'Error al enviar postulación',
      null,
    ],
    [
      'no status code',
      async () => Response.json({}),
      'Lo sentimos, no logramos enviar la postulación',
      null,
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
    'on %s shows its dialog and keeps the values',
    async (_c, respond, title, text) => {
      fetchMock.mockImplementation(respond);
      const user = userEvent.setup();
      render(<ApplicationForm />);
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      if (text) expect(dialog).toHaveAccessibleDescription(text);
      else expect(dialog).not.toHaveAttribute('aria-describedby');
      expect(within(dialog).getByRole('button', { name: 'Aceptar' }).className).toContain(
        'colorError',
      );
      expect(email()).toHaveValue('luis.ccori@example.pe');
      expect(name()).toHaveValue('Luis Ccori Apaza');
      expect(about()).toHaveValue('Soy DBA y quiero crecer en la nube.');
    },
  );
});
