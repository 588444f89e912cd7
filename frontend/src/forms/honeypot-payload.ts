import { type ContactPayload, HONEYPOT_FIELD } from '../../../contract/contact-constants';

/**
 * The honeypot travels only when something filled it: a person never sees the field, so
 * only a bot fills it, and a person's payload carries no trace of it.
 */
export function withHoneypot(payload: ContactPayload, honeypot: string): ContactPayload {
  return honeypot === '' ? payload : { ...payload, [HONEYPOT_FIELD]: honeypot };
}
