// TEMPORARY STUB (not committed): replaced by the API branch's contract/form-post.ts.
import { type ApiEndpoint, HONEYPOT_FIELD } from './contact-constants';

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
export const formFieldNames = {
  contact: ['Nombres', 'Telefono', 'Email', 'Mensaje'],
  application: ['Email', 'Nombres', 'Descripcion'],
} as const;
export const resultFragments = {
  contact: { sent: 'contacto-enviado', failed: 'contacto-no-enviado' },
  application: { sent: 'postulacion-enviada', failed: 'postulacion-no-enviada' },
} as const;
export const formPages = { contact: '/contacto/formulario', application: '/ayuda/trabaja-con-nosotros' } as const;
export function payloadFromForm(endpoint: ApiEndpoint, read: (name: string) => string | null): Record<string, unknown> {
  const t = (n: string) => read(n)?.trim();
  const p: Record<string, unknown> = endpoint === 'contact'
    ? { Nombres: t('Nombres'), Telefono: /^\d{1,15}$/.test(t('Telefono') ?? '') ? Number(t('Telefono')) : t('Telefono'), Email: t('Email'), Mensaje: t('Mensaje') }
    : { Nombres: t('Nombres'), Telefono: 999999999, Email: t('Email'), Mensaje: `Postulación\n${t('Nombres')}\n${t('Email')}\n${t('Descripcion')}` };
  const h = t(HONEYPOT_FIELD);
  if (h) p[HONEYPOT_FIELD] = h;
  return p;
}
