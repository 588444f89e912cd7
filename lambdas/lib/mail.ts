/**
 * Turns a validated payload into an SES SendEmail request within SES's limits (SES_LIMITS).
 * Everything the visitor typed goes into the subject (stripped of line breaks, control and
 * format characters, cut between graphemes), the bodies (the HTML one escaped) and Reply-To
 * (an address the contract has already validated): never into From, To or any other header.
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

/**
 * What SES takes in the SendEmail request the sender makes (SES v1; Amazon SES Developer Guide,
 * "Service quotas in Amazon SES" and RFC 5322): the whole message at most 10 MB once base64
 * encoded, at most 50 recipients, and a header line at most 998 characters — the subject SES
 * writes as one RFC 2047 encoded word (`=?UTF-8?B?…?=`) must fit one, so it is bounded below.
 */
export const SES_LIMITS = {
  messageBytes: 10 * 1024 * 1024,
  recipients: 50,
  headerLineLength: 998,
} as const;

/** The visitor's part of the subject, in code points; the contract's name limit is below it. */
export const SUBJECT_MAX_LENGTH = 150;
// C0/C1 controls (CR, LF, TAB, NUL…) and the Unicode line/paragraph separators.
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029]+/gu;
// Controls that have no place in a body; line breaks and tabs stay.
const BODY_CONTROL = /[^\P{Cc}\n\t]/gu;
// U+2028 and U+2029 separate lines and paragraphs: in a body they are line breaks (a mail
// client shows neither), not something to delete.
const UNICODE_LINE_BREAK = /[\u2028\u2029]/g;

/**
 * A text that UTF-8 can carry: a surrogate outside a pair (which the contract refuses) becomes
 * U+FFFD here rather than make the SDK throw while it encodes the request, on every retry.
 */
const encodable = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** One line: no CR/LF or control characters, runs of white space collapsed. */
function singleLine(text: string): string {
  return encodable(text).replace(CONTROL_OR_LINE_BREAK, ' ').replace(/\s+/g, ' ').trim();
}

// Invisible format characters (bidi overrides, zero-width spaces): the contract already refuses
// them in Nombres; the subject drops any that another path might bring.
const FORMAT_CHARACTERS = /\p{Cf}+/gu;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * The text cut to at most `maxLength` code points, ellipsis included, between two graphemes:
 * never inside a surrogate pair, an emoji sequence or a letter with its accents.
 */
export function cutAtGraphemes(text: string, maxLength: number): string {
  if ([...text].length <= maxLength) return text;
  let kept = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length;
    if (length + size > maxLength - 1) break;
    kept += segment;
    length += size;
  }
  return `${kept.trimEnd()}…`;
}

/** A header-safe subject fragment: a single line of bounded length, no format characters. */
export function headerSafe(text: string): string {
  return cutAtGraphemes(singleLine(text.replace(FORMAT_CHARACTERS, '')), SUBJECT_MAX_LENGTH);
}

function bodySafe(text: string): string {
  return encodable(text)
    .replace(/\r\n?/g, '\n')
    .replace(UNICODE_LINE_BREAK, '\n')
    .replace(BODY_CONTROL, '')
    .trim();
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
