/**
 * The two forms as a visitor uses them, in Chromium against the built site that
 * `npm start` serves: every successful submission goes through the real local API
 * (the Lambda handlers) into the SES emulator, and the mail is read back from its
 * store. Interception (page.route) is used only for what the real API cannot do:
 * drop the connection, or answer without a statusCode — and to alter one request on its way,
 * so that the real API refuses what the form never sends.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { readQueueState } from '../../scripts/local-queue';
import { type StoredMail, readMailStore } from '../../scripts/mail-emulator';
import { contactForm } from '../../frontend/src/content/contacto/formulario';
import { applicationForm } from '../../frontend/src/content/ayuda/trabaja-con-nosotros';
import { colourName } from '../colour-names';
import { baseUrl, openPage, seriousA11yViolations, useBrowser, viewports } from './browser';

const contactMessages = contactForm.errors;

/** Pages that render the contact form: the contact page and (one of the three) offer pages. */
const contactFormPages = ['/contacto/formulario', '/aws/ofertas/connect'] as const;

const API = '**/website/contacto/**';

/**
 * Alters every request the page sends to the API on its way: its Email becomes `email`, and
 * the real API answers it. So a test sees the API refuse what the form itself never sends.
 */
function sendEmailInstead(page: Page, email: string) {
  return page.route(API, (route) =>
    route.continue({
      postData: JSON.stringify({
        ...(JSON.parse(route.request().postData() ?? '{}') as object),
        Email: email,
      }),
    }),
  );
}

/** Waits until the emulator's inbox holds a mail that satisfies `match` (other test files send mail too). */
function waitForMail(match: (mail: StoredMail) => boolean, timeoutMs = 15_000) {
  return vi.waitFor(
    async () => {
      const found = (await readMailStore(inject('mailUrl'))).find(match);
      if (!found) throw new Error('no llegó el correo esperado al emulador');
      return found;
    },
    { timeout: timeoutMs },
  );
}

async function mailsMentioning(token: string) {
  return (await readMailStore(inject('mailUrl'))).filter((mail) =>
    `${mail.subject}\n${mail.body.text ?? ''}`.includes(token),
  );
}

/** Counts the requests a page makes to the contact API. */
function countApiCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/website/')) calls += 1;
  });
  return () => calls;
}

/**
 * The field whose label starts with `label`: by its label, as a visitor finds it; only its
 * start, so the result dialog (inside the form, named by the message it shows) never matches.
 */
function labelled(form: Locator, label: string) {
  return form.getByLabel(new RegExp(`^${label}`));
}

function contactFields(page: Page) {
  // By its label attribute: while the result dialog is open, the modal hides the form from the
  // accessibility tree, and the tests still read the values the visitor typed.
  const form = page.locator('form[aria-label="Formulario de contacto"]');
  return {
    form,
    nombres: labelled(form, contactForm.labels.nombres),
    telefono: labelled(form, contactForm.labels.telefono),
    email: labelled(form, contactForm.labels.email),
    mensaje: labelled(form, contactForm.labels.mensaje),
    submit: form.getByRole('button', { name: 'Enviar' }),
  };
}

function applicationFields(page: Page) {
  const form = page.locator('form[aria-label="Formulario de postulación"]');
  return {
    form,
    contacto: labelled(form, applicationForm.labels.contacto),
    nombre: labelled(form, applicationForm.labels.nombreCompleto),
    descripcion: labelled(form, applicationForm.labels.descripcion),
    submit: form.getByRole('button', { name: 'Enviar postulación' }),
  };
}

interface Visitor {
  nombres: string;
  telefono: string;
  email: string;
  mensaje: string;
}

function visitor(token: string): Visitor {
  return {
    nombres: `Rosa Mamani Huamán ${token}`,
    telefono: '987654321',
    email: 'rosa.mamani@example.pe',
    mensaje: `Quisiera una evaluación para migrar nuestra base de datos a la nube. Ref. ${token}`,
  };
}

async function fillContact(page: Page, data: Visitor) {
  const fields = contactFields(page);
  await fields.nombres.fill(data.nombres);
  await fields.telefono.pressSequentially(data.telefono);
  await fields.email.fill(data.email);
  await fields.mensaje.fill(data.mensaje);
}

async function expectContactValues(page: Page, data: Visitor) {
  const fields = contactFields(page);
  expect(await fields.nombres.inputValue()).toBe(data.nombres);
  expect(await fields.telefono.inputValue()).toBe(data.telefono);
  expect(await fields.email.inputValue()).toBe(data.email);
  expect(await fields.mensaje.inputValue()).toBe(data.mensaje);
}

async function description(field: Locator) {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The colour a visitor sees, by name ('red', 'green', 'grey'…): the spec states colours in words. */
const borderColour = async (field: Locator) =>
  colourName(await field.evaluate((element) => getComputedStyle(element).borderTopColor));
const backgroundColour = async (element: Locator) =>
  colourName(await element.evaluate((button) => getComputedStyle(button).backgroundColor));

describe('the contact form', () => {
  const browser = useBrowser();

  for (const path of contactFormPages) {
    for (const [width, viewport] of Object.entries(viewports)) {
      it(`on ${path} (${width}) sends the visitor's message through the API into the mail emulator`, async () => {
        const { page, context, problems } = await openPage(browser(), path, { viewport });
        const consoleLines: string[] = [];
        page.on('console', (message) => consoleLines.push(message.text()));
        const token = randomUUID().slice(0, 8);
        const data = visitor(token);
        const fields = contactFields(page);
        const panel = await fields.form.boundingBox();
        expect(panel?.width).toBeLessThanOrEqual(520);
        expect(panel?.width).toBeGreaterThan(300);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);

        await fillContact(page, data);
        await fields.submit.click();
        const dialog = page.getByRole('dialog', { name: 'Correo enviado exitosamente' });
        await dialog.waitFor();
        const accept = dialog.getByRole('button', { name: 'Aceptar' });
        expect(await backgroundColour(accept)).toBe('green');
        // Cleared only now, after the success.
        await expectContactValues(page, { nombres: '', telefono: '', email: '', mensaje: '' });

        const mail = await waitForMail((m) => m.subject.includes(token));
        expect(mail.replyTo).toEqual([data.email]);
        expect(mail.body.text).toContain(`Nombres y apellidos: ${data.nombres}`);
        expect(mail.body.text).toContain(`Teléfono: ${data.telefono}`);
        expect(mail.body.text).toContain(`Correo electrónico: ${data.email}`);
        expect(mail.body.text).toContain(data.mensaje);

        await accept.click();
        await dialog.waitFor({ state: 'detached' });
        expect(await fields.submit.evaluate((b) => b === document.activeElement)).toBe(true);
        expect(problems).toEqual([]);
        // The production build logs no personal data.
        expect(consoleLines.filter((line) => line.includes(token))).toEqual([]);
        await context.close();
      });
    }
  }

  it('takes a Lima landline typed with its leading zero, and the mail shows it as typed', async () => {
    const { page } = await openPage(browser(), '/contacto/formulario');
    const token = randomUUID().slice(0, 8);
    await fillContact(page, { ...visitor(token), telefono: '017054200' });
    await contactFields(page).submit.click();
    await page.getByRole('dialog', { name: 'Correo enviado exitosamente' }).waitFor();
    const mail = await waitForMail((m) => m.subject.includes(token));
    expect(mail.body.text).toContain('Teléfono: 017054200');
  });

  it('shows the spec messages for an empty or short submission and sends nothing', async () => {
    const { page, context } = await openPage(browser(), '/contacto/formulario', {
      viewport: viewports.phone,
    });
    const apiCalls = countApiCalls(page);
    const fields = contactFields(page);
    await fields.nombres.fill('   ');
    await fields.submit.click();
    expect(await description(fields.nombres)).toBe('Ingrese nombres y apellidos');
    expect(await description(fields.telefono)).toBe('Ingrese número de teléfono');
    expect(await description(fields.email)).toBe('Ingrese correo electrónico');
    expect(await description(fields.mensaje)).toBe('Ingrese su mensaje por favor');
    expect(await fields.nombres.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await fields.telefono.pressSequentially('98765432');
    expect(await description(fields.telefono)).toBe('');
    await fields.submit.click();
    expect(await description(fields.telefono)).toBe('Número de teléfono inválido');
    // Typing clears that field's error and no other.
    await fields.mensaje.pressSequentially('H');
    expect(await description(fields.mensaje)).toBe('');
    expect(await fields.mensaje.getAttribute('aria-invalid')).toBeNull();
    expect(await description(fields.nombres)).toBe('Ingrese nombres y apellidos');
    expect(apiCalls()).toBe(0);
    await context.close();
  });

  it('keeps the honeypot out of sight, out of the tab order and away from assistive technology', async () => {
    const { page, context } = await openPage(browser(), '/contacto/formulario');
    const honeypot = page.locator('input[name="SitioWeb"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((e) => e.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    const textboxes = contactFields(page).form.getByRole('textbox');
    expect(await textboxes.count()).toBe(4);
    await context.close();
  });

  it('refuses an address without a domain dot inline, as the API would, and sends nothing', async () => {
    const { page } = await openPage(browser(), '/contacto/formulario');
    const apiCalls = countApiCalls(page);
    const fields = contactFields(page);
    await fillContact(page, { ...visitor(randomUUID().slice(0, 8)), email: 'rosa@localhost' });
    // The input carries the contract's rule as its pattern: the browser itself refuses it.
    expect(
      await fields.email.evaluate((e) => (e as HTMLInputElement).validity.patternMismatch),
    ).toBe(true);
    await fields.submit.click();
    await expect.poll(() => description(fields.email)).toBe(contactMessages.emailInvalid);
    expect(await fields.email.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(apiCalls()).toBe(0);
  });

  it('shows the real API refusal (400) in red with its message and keeps every field', async () => {
    const { page, context } = await openPage(browser(), '/contacto/formulario');
    const token = randomUUID().slice(0, 8);
    const data = visitor(token);
    await fillContact(page, data);
    // The form refuses all the API refuses; to see the API's own 400, the request is altered on
    // its way (an address without a domain dot) and still answered by the real API — by the
    // gateway's request model first, as deployed (decision 094), in its own words.
    await sendEmailInstead(page, 'rosa@localhost');
    const answer = page.waitForResponse((r) => r.url().includes('/website/contacto/formulario'));
    await contactFields(page).submit.click();
    expect((await answer).status()).toBe(400);
    const dialog = page.getByRole('dialog', {
      name: 'Datos inválidos: revisa los campos del formulario',
    });
    await dialog.waitFor();
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    expect(await backgroundColour(accept)).toBe('red');
    await expectContactValues(page, data);
    await closeDialog(page);
    await expectContactValues(page, data);
    expect(await mailsMentioning(token)).toEqual([]);
    await context.close();
  });

  it("shows the '(catch)' dialog when the connection fails, keeping every field", async () => {
    const { page, context } = await openPage(browser(), '/contacto/formulario');
    await page.route(API, (route) => route.abort('connectionrefused'));
    const data = visitor(randomUUID().slice(0, 8));
    await fillContact(page, data);
    await contactFields(page).submit.click();
    const dialog = page.getByRole('dialog', {
      name: 'Lo sentimos, no logramos enviar el correo (catch)',
    });
    await dialog.waitFor();
    // The dialog takes the focus and keeps it.
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    expect(await accept.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectContactValues(page, data);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await contactFields(page).submit.evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await expectContactValues(page, data);
    await context.close();
  });

  it("shows the '(sin statusCode)' dialog for an answer without a code, keeping every field", async () => {
    const { page, context } = await openPage(browser(), '/contacto/formulario');
    await page.route(API, (route) => route.fulfill({ status: 200, json: { message: 'ok' } }));
    const data = visitor(randomUUID().slice(0, 8));
    await fillContact(page, data);
    await contactFields(page).submit.click();
    await page
      .getByRole('dialog', { name: 'Lo sentimos, no logramos enviar el correo (sin statusCode)' })
      .waitFor();
    await expectContactValues(page, data);
    await context.close();
  });
});

describe('the job application (Oportunidades)', () => {
  const browser = useBrowser();

  it('offers the mail and LinkedIn buttons before the form', async () => {
    const { page, context } = await openPage(browser(), '/ayuda/trabaja-con-nosotros');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Oportunidades');
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /talento@aynicloud\.pe/ })
        .getAttribute('href'),
    ).toBe('mailto:talento@aynicloud.pe');
    const linkedin = page.getByRole('main').getByRole('link', { name: /LinkedIn/ });
    expect(await linkedin.getAttribute('href')).toBe('https://www.linkedin.com/company/aynicloud');
    expect(await linkedin.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('marks invalid fields in red with the spec messages, clears an error on typing, and sends nothing', async () => {
    const { page, context } = await openPage(browser(), '/ayuda/trabaja-con-nosotros', {
      viewport: viewports.phone,
    });
    const apiCalls = countApiCalls(page);
    const fields = applicationFields(page);
    for (const field of [fields.contacto, fields.nombre, fields.descripcion]) {
      expect(await field.getAttribute('required')).not.toBeNull();
      expect(await borderColour(field)).not.toBe('red');
    }
    await fields.submit.click();
    expect(await description(fields.contacto)).toBe('El correo electrónico es requerido');
    expect(await description(fields.nombre)).toBe('Los nombres y apellidos son requeridos');
    expect(await description(fields.descripcion)).toContain('La descripción es requerida');
    for (const field of [fields.contacto, fields.nombre, fields.descripcion]) {
      expect(await borderColour(field)).toBe('red');
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await fields.contacto.pressSequentially('luis@correo');
    expect(await borderColour(fields.contacto)).not.toBe('red');
    expect(await borderColour(fields.nombre)).toBe('red');
    await fields.submit.click();
    expect(await description(fields.contacto)).toBe(
      'El formato del correo electrónico no es válido',
    );
    expect(await borderColour(fields.contacto)).toBe('red');
    await fields.nombre.pressSequentially('L');
    expect(await description(fields.nombre)).toBe('');
    expect(await borderColour(fields.nombre)).not.toBe('red');
    expect(apiCalls()).toBe(0);
    await context.close();
  });

  for (const [width, viewport] of Object.entries(viewports)) {
    it(`(${width}) sends the application through the API into the mail emulator`, async () => {
      const { page, context, problems } = await openPage(browser(), '/ayuda/trabaja-con-nosotros', {
        viewport,
      });
      const token = randomUUID().slice(0, 8);
      const fields = applicationFields(page);
      const nombre = `Luis Ccori Apaza ${token}`;
      const about = `DBA Oracle con cinco años de experiencia; me interesa el área cloud. Ref. ${token}`;
      await fields.contacto.fill('luis.ccori@example.pe');
      await fields.nombre.fill(nombre);
      await fields.descripcion.fill(about);
      await fields.submit.click();
      const dialog = page.getByRole('dialog', { name: '¡Postulación enviada exitosamente!' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(
        'Gracias por tu interés. Nos pondremos en contacto contigo pronto.',
      );
      for (const field of [fields.contacto, fields.nombre, fields.descripcion]) {
        expect(await field.inputValue()).toBe('');
      }
      const mail = await waitForMail((m) => m.subject.includes(token));
      expect(mail.replyTo).toEqual(['luis.ccori@example.pe']);
      expect(mail.body.text).toContain(`Nombres y apellidos: ${nombre}`);
      expect(mail.body.text).toContain('Postulación de empleo enviada desde el sitio web.');
      expect(mail.body.text).toContain(`Sobre el postulante:\n${about}`);
      expect(mail.body.text).toContain(
        'Este mensaje llegó desde el formulario de Oportunidades de la web.',
      );
      await closeDialog(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('shows the real API refusal with its message and keeps the values', async () => {
    const { page, context } = await openPage(browser(), '/ayuda/trabaja-con-nosotros');
    const token = randomUUID().slice(0, 8);
    const fields = applicationFields(page);
    const apiCalls = countApiCalls(page);
    // The form holds the contract's e-mail rule: a one-letter top-level domain is refused inline.
    await fields.contacto.fill('luis@example.c');
    await fields.nombre.fill(`Luis Ccori ${token}`);
    await fields.descripcion.fill('Soy DBA.');
    await fields.submit.click();
    await expect
      .poll(() => description(fields.contacto))
      .toBe('El formato del correo electrónico no es válido');
    expect(apiCalls()).toBe(0);
    // To see the API's own 400, a valid address is altered on its way to the real API, whose
    // request model answers first, as deployed (decision 094).
    await fields.contacto.fill('luis.ccori@example.pe');
    await sendEmailInstead(page, 'luis@example.c');
    await fields.submit.click();
    const dialog = page.getByRole('dialog', {
      name: 'Datos inválidos: revisa los campos del formulario',
    });
    await dialog.waitFor();
    // Said once: the server's message is the dialog's whole text.
    expect((await dialog.innerText()).split('Datos inválidos')).toHaveLength(2);
    await closeDialog(page);
    expect(await fields.contacto.inputValue()).toBe('luis.ccori@example.pe');
    expect(await fields.nombre.inputValue()).toBe(`Luis Ccori ${token}`);
    expect(await fields.descripcion.inputValue()).toBe('Soy DBA.');
    expect(await mailsMentioning(token)).toEqual([]);
    await context.close();
  });

  it('asks to try again later when the connection fails, keeping the values', async () => {
    const { page, context } = await openPage(browser(), '/ayuda/trabaja-con-nosotros');
    await page.route(API, (route) => route.abort('connectionrefused'));
    const fields = applicationFields(page);
    await fields.contacto.fill('luis.ccori@example.pe');
    await fields.nombre.fill('Luis Ccori Apaza');
    await fields.descripcion.fill('Soy DBA.');
    await fields.submit.click();
    const dialog = page.getByRole('dialog', {
      name: 'Lo sentimos, no logramos enviar la postulación',
    });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Por favor, inténtalo de nuevo más tarde.');
    expect(await fields.contacto.inputValue()).toBe('luis.ccori@example.pe');
    expect(await fields.nombre.inputValue()).toBe('Luis Ccori Apaza');
    expect(await fields.descripcion.inputValue()).toBe('Soy DBA.');
    await context.close();
  });
});

/**
 * Whatever the visitor did first, and whatever the browser runs, a valid message arrives once and
 * the visitor sees that it did: the first actions that once lost a message (the skip link, a tel:
 * or mailto: link, Back and Forward), a double press, the behaviour module blocked, and no
 * JavaScript at all.
 */
describe('a valid message arrives exactly once, at every stage of the page', () => {
  const browser = useBrowser();
  const FORM_PAGE = '/contacto/formulario';

  /** Fills the form, presses Enviar as `press` says, and waits for the success the visitor sees. */
  async function sendAndSeeSuccess(
    page: Page,
    token: string,
    press: 'click' | 'dblclick' = 'click',
  ) {
    await fillContact(page, visitor(token));
    await contactFields(page).submit[press]();
    await page.getByRole('dialog', { name: 'Correo enviado exitosamente' }).waitFor();
  }

  /**
   * The mail is queued before the API answers and delivered right after: once it has arrived and
   * the queue holds nothing more, the count is final.
   */
  async function expectOneMail(token: string) {
    await waitForMail((mail) => mail.subject.includes(token));
    await vi.waitFor(async () => {
      const { queued } = await readQueueState(inject('mailQueueUrl'));
      if (queued > 0) throw new Error('la cola de correo aún tiene mensajes');
    });
    expect(await mailsMentioning(token)).toHaveLength(1);
  }

  it('after the skip link, the keyboard visitor’s first action', async () => {
    const { page } = await openPage(browser(), FORM_PAGE);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#contenido$/);
    const token = randomUUID().slice(0, 8);
    await sendAndSeeSuccess(page, token);
    await expectOneMail(token);
  });

  for (const scheme of ['tel:', 'mailto:']) {
    it(`after a ${scheme} link, which leaves the page for another application`, async () => {
      const { page } = await openPage(browser(), FORM_PAGE);
      // The page hears the click as it would (every listener of the site runs first); only the
      // hand-over to another application is left out, last of all: headless Chromium answers it
      // with an "open this application?" prompt no one can see, which on a busy machine takes
      // every later click, where a phone opens the dialer and gives the page back.
      await page.evaluate(() =>
        window.addEventListener('click', (event) => {
          if ((event.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]')) {
            event.preventDefault();
          }
        }),
      );
      await page.locator(`a[href^="${scheme}"]`).first().click();
      const token = randomUUID().slice(0, 8);
      await sendAndSeeSuccess(page, token);
      await expectOneMail(token);
    });
  }

  it('after Back and Forward (the page restored from the back/forward cache)', async () => {
    const { page } = await openPage(browser(), FORM_PAGE);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /inicio/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === FORM_PAGE);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === FORM_PAGE);
    const token = randomUUID().slice(0, 8);
    await sendAndSeeSuccess(page, token);
    await expectOneMail(token);
  });

  it('when Enviar is pressed twice: one request, one mail, one dialog', async () => {
    const { page } = await openPage(browser(), FORM_PAGE);
    const apiCalls = countApiCalls(page);
    const token = randomUUID().slice(0, 8);
    await sendAndSeeSuccess(page, token, 'dblclick');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expectOneMail(token);
    expect(apiCalls()).toBe(1);
  });

  /** The native post's answer: the form page again, at the panel that says the mail was sent. */
  async function expectSentPanel(page: Page) {
    await page.waitForURL((url) => url.pathname === FORM_PAGE && url.hash === '#contacto-enviado');
    const panel = page.locator('#contacto-enviado');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.innerText()).toContain('Correo enviado exitosamente');
    expect(await page.locator('#contacto-no-enviado').isVisible()).toBe(false);
  }

  it('when the behaviour module never arrives: the browser posts the form itself', async () => {
    const { page } = await openPage(browser(), FORM_PAGE, { blocked: '**/assets/*.js' });
    // Nothing enhanced the page: no behaviour runs.
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-behaviours')),
    ).toBe(false);
    const token = randomUUID().slice(0, 8);
    await fillContact(page, visitor(token));
    await contactFields(page).submit.click();
    await expectSentPanel(page);
    await expectOneMail(token);
  });

  it('with JavaScript turned off, and a refused message is all there after Back', async () => {
    const { page } = await openPage(browser(), FORM_PAGE, { javaScriptEnabled: false });
    const token = randomUUID().slice(0, 8);
    await fillContact(page, visitor(token));
    await contactFields(page).submit.click();
    await expectSentPanel(page);
    await expectOneMail(token);

    // The API refuses what the browser's own checks let through (here: the request altered on its
    // way); the panel says so and Back brings back everything the visitor typed.
    await page.goto(`${baseUrl()}${FORM_PAGE}`);
    const refused = visitor(randomUUID().slice(0, 8));
    await fillContact(page, refused);
    await page.route(API, (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      form.set('Email', 'rosa@localhost');
      return route.continue({ postData: form.toString() });
    });
    await contactFields(page).submit.click();
    await page.waitForURL((url) => url.hash === '#contacto-no-enviado');
    expect(await page.locator('#contacto-no-enviado').innerText()).toContain(
      'Error al enviar correo',
    );
    await page.goBack();
    await page.waitForURL((url) => url.pathname === FORM_PAGE && url.hash === '');
    await expectContactValues(page, refused);
    expect(await mailsMentioning(refused.nombres)).toEqual([]);
  });
});
