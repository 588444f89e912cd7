/**
 * Turns a validated payload into an SES SendEmail request. Everything the visitor
 * typed goes into the subject (stripped of line breaks, control and format characters),
 * the bodies (the HTML one escaped) and Reply-To (an address the contract has
 * already validated): never into From, To or any other header.
 */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { ContactPayload } from '../../contract/contact-api';
import { isEmailAddress, telefonoForDisplay } from '../../contract/contact-constants';

export interface MailTemplate {
  /** Subject before ' — {Nombres}'. */
  readonly subjectPrefix: string;
  /** First line of both bodies. */
  readonly heading: string;
  /** Job applications carry a placeholder phone from the site: it would only mislead. */
  readonly includePhone: boolean;
}

const SUBJECT_MAX_LENGTH = 150;
// C0/C1 controls (CR, LF, TAB, NUL…) and the Unicode line/paragraph separators.
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029]+/gu;
// Controls that have no place in a body; line breaks and tabs stay.
const BODY_CONTROL = /[^\P{Cc}\n\t]|[\u2028\u2029]/gu;

/** One line: no CR/LF or control characters, runs of white space collapsed. */
export function singleLine(text: string): string {
  return text.replace(CONTROL_OR_LINE_BREAK, ' ').replace(/\s+/g, ' ').trim();
}

// Invisible format characters (bidi overrides, zero-width spaces): the contract already refuses
// them in Nombres; the subject drops any that another path might bring.
const FORMAT_CHARACTERS = /\p{Cf}+/gu;

/** A header-safe subject fragment: a single line of bounded length, no format characters. */
export function headerSafe(text: string): string {
  const line = singleLine(text.replace(FORMAT_CHARACTERS, ''));
  return line.length > SUBJECT_MAX_LENGTH ? `${line.slice(0, SUBJECT_MAX_LENGTH - 1)}…` : line;
}

function bodySafe(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(BODY_CONTROL, '').trim();
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

export function composeEmail(
  payload: ContactPayload,
  template: MailTemplate,
  sender: { readonly from: string; readonly to: readonly string[] },
): SendEmailCommandInput {
  // The contract's e-mail rule again, where the address becomes a header: unreachable after
  // its check, kept because this line guards Reply-To.
  if (!isEmailAddress(payload.Email)) {
    throw new Error('Reply-To address failed the header-safety check');
  }
  const fields: [label: string, value: string][] = [
    ['Nombres y apellidos', singleLine(payload.Nombres)],
    ...(template.includePhone
      ? [['Teléfono', telefonoForDisplay(payload.Telefono)] as [string, string]]
      : []),
    ['Correo electrónico', payload.Email],
  ];
  const message = bodySafe(payload.Mensaje);
  const text = [
    template.heading,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mensaje:',
    message,
    '',
    'Responde a este correo para escribirle directamente.',
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(template.heading)}</h1>`,
    '<table role="presentation">',
    ...fields.map(
      ([label, value]) =>
        `<tr><th style="${cell};text-align:left">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-size:16px">Mensaje</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    '<p style="color:#555">Responde a este correo para escribirle directamente.</p>',
    '</body></html>',
  ].join('\n');
  return {
    Source: sender.from,
    Destination: { ToAddresses: [...sender.to] },
    ReplyToAddresses: [payload.Email],
    Message: {
      Subject: {
        Charset: 'UTF-8',
        Data: `${template.subjectPrefix} — ${headerSafe(payload.Nombres)}`,
      },
      Body: {
        Text: { Charset: 'UTF-8', Data: text },
        Html: { Charset: 'UTF-8', Data: html },
      },
    },
  };
}
