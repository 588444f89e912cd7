import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MONTHLY_BUDGET_USD,
  MAX_ORIGIN_KEY_VERSION,
  readConfig,
} from '../../infra/config';

const base = {
  senderEmail: 'no-responder@aynicloud.pe',
  contactRecipients: ['contacto@aynicloud.pe'],
  applicationRecipients: 'talento@aynicloud.pe, rrhh@aynicloud.pe',
  alarmEmail: 'operaciones@aynicloud.pe',
};
const read = (context: Record<string, unknown>) => readConfig(new App({ context }).node);
const problemsOf = (context: Record<string, unknown>): string[] => {
  try {
    read(context);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
};

describe('the deployment configuration (CDK context)', () => {
  it('reads lists from cdk.json arrays and from -c comma-separated strings', () => {
    expect(read(base)).toEqual({
      senderEmail: 'no-responder@aynicloud.pe',
      mailFrom: 'no-responder@aynicloud.pe',
      sesIdentity: 'no-responder@aynicloud.pe',
      contactRecipients: ['contacto@aynicloud.pe'],
      applicationRecipients: ['talento@aynicloud.pe', 'rrhh@aynicloud.pe'],
      allowedOrigins: [],
      siteOrigins: [],
      domainLive: false,
      enableWaf: true,
      alarmEmail: 'operaciones@aynicloud.pe',
      originKeyVersion: 1,
      monthlyBudgetUsd: DEFAULT_MONTHLY_BUDGET_USD,
      reserveConcurrency: true,
    });
  });

  it('reserves concurrency unless reserveConcurrency is false (a small or new account)', () => {
    expect(read({ ...base, reserveConcurrency: 'false' }).reserveConcurrency).toBe(false);
    expect(read({ ...base, reserveConcurrency: true }).reserveConcurrency).toBe(true);
    expect(problemsOf({ ...base, reserveConcurrency: 'no' })).toEqual([
      'reserveConcurrency: debe ser true o false (recibido "no")',
    ]);
  });

  it('names every missing required value in one message', () => {
    expect(() => read({})).toThrow(
      /senderEmail, contactRecipients, applicationRecipients, alarmEmail/,
    );
    expect(problemsOf({ ...base, senderEmail: '' })).toEqual([
      'faltan valores obligatorios: senderEmail',
    ]);
  });

  it('names a key renamed since (jobsRecipients) and what it is called now', () => {
    const { applicationRecipients, ...rest } = base;
    expect(problemsOf({ ...rest, jobsRecipients: applicationRecipients })).toEqual([
      'jobsRecipients ahora se llama applicationRecipients (decisión 106): renombra la clave en cdk.json',
      'faltan valores obligatorios: applicationRecipients',
    ]);
  });

  it('refuses malformed addresses, domains, origins and flags, naming the key', () => {
    const problems = problemsOf({
      ...base,
      contactRecipients: 'contacto@aynicloud.pe,no es correo',
      domainName: 'https://www.aynicloud.pe/',
      certificateArn: 'arn:aws:acm:sa-east-1:123456789012:certificate/abc',
      allowedOrigins: ['https://www.aynicloud.pe/'],
      enableWaf: 'si',
    });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/contactRecipients: "no es correo"/);
    expect(problems.join('\n')).toMatch(/domainName:/);
    expect(problems.join('\n')).toMatch(/certificateArn: .*us-east-1/);
    expect(problems.join('\n')).toMatch(/allowedOrigins:/);
    expect(problems.join('\n')).toMatch(/enableWaf: debe ser true o false/);
  });

  it('needs domainName and certificateArn together', () => {
    expect(problemsOf({ ...base, domainName: 'www.aynicloud.pe' })).toEqual([
      'certificateArn: es obligatorio cuando se define domainName',
    ]);
    expect(
      problemsOf({
        ...base,
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      }),
    ).toEqual(['domainName: es obligatorio cuando se define certificateArn']);
  });

  it('with a domain, its origin is the site’s own and may call the API; enableWaf reads "true" from -c', () => {
    const config = read({
      ...base,
      domainName: 'WWW.aynicloud.pe',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      enableWaf: 'true',
    });
    expect(config.domainName).toBe('www.aynicloud.pe');
    expect(config.allowedOrigins).toEqual(['https://www.aynicloud.pe']);
    expect(config.siteOrigins).toEqual(['https://www.aynicloud.pe']);
    expect(config.enableWaf).toBe(true);
  });

  it('enableWaf: the per-client limit is on unless the operator sets it to false', () => {
    expect(read(base).enableWaf).toBe(true);
    expect(read({ ...base, enableWaf: '' }).enableWaf).toBe(true);
    expect(read({ ...base, enableWaf: 'false' }).enableWaf).toBe(false);
    expect(read({ ...base, enableWaf: false }).enableWaf).toBe(false);
    expect(problemsOf({ ...base, enableWaf: 'no' })).toEqual([
      'enableWaf: debe ser true o false (recibido "no")',
    ]);
  });

  it('sesIdentity is the sender or its domain, nothing else', () => {
    expect(read({ ...base, sesIdentity: 'aynicloud.pe' }).sesIdentity).toBe('aynicloud.pe');
    expect(problemsOf({ ...base, sesIdentity: 'otro.pe' })[0]).toMatch(/^sesIdentity:/);
  });

  it('senderEmail may carry a display name: MAIL_FROM gets it, IAM and SES the bare address', () => {
    const named = read({ ...base, senderEmail: 'Ayni Cloud <no-responder@aynicloud.pe>' });
    expect(named).toMatchObject({
      senderEmail: 'no-responder@aynicloud.pe',
      mailFrom: '"Ayni Cloud" <no-responder@aynicloud.pe>',
      sesIdentity: 'no-responder@aynicloud.pe',
    });
    expect(
      read({ ...base, senderEmail: '"Ayni Cloud" <no-responder@aynicloud.pe>' }).mailFrom,
    ).toBe('"Ayni Cloud" <no-responder@aynicloud.pe>');
    expect(
      read({ ...base, senderEmail: 'Atención Ayni <no-responder@aynicloud.pe>' }).mailFrom,
    ).toBe(
      `=?UTF-8?B?${Buffer.from('Atención Ayni').toString('base64')}?= <no-responder@aynicloud.pe>`,
    );
    expect(
      problemsOf({ ...base, senderEmail: 'Ayni "Cloud" <no-responder@aynicloud.pe>' }),
    ).toEqual([
      `senderEmail: el nombre "Ayni "Cloud"" solo puede tener letras, dígitos, espacios y . ' & - (hasta 64), como Ayni Cloud <no-responder@aynicloud.pe>`,
    ]);
    expect(problemsOf({ ...base, senderEmail: 'Ayni Cloud <no-responder>' })).toEqual([
      'senderEmail: "no-responder" no es una dirección de correo',
    ]);
  });

  it('a long accented display name is split into encoded words SES accepts (75 characters each)', () => {
    const name = 'Área de Atención al Cliente de Ayni Cloud Perú';
    const { mailFrom } = read({ ...base, senderEmail: `${name} <no-responder@aynicloud.pe>` });
    const words = mailFrom.replace(/ <no-responder@aynicloud\.pe>$/, '').split(' ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    const decoded = words
      .map((word) => Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(word)![1]!, 'base64').toString())
      .join('');
    expect(decoded).toBe(name);
  });

  it('alarmEmail is required and must be an address: the alarms have to reach someone', () => {
    expect(problemsOf({ ...base, alarmEmail: '' })).toEqual([
      'faltan valores obligatorios: alarmEmail',
    ]);
    expect(problemsOf({ ...base, alarmEmail: 'operaciones' })).toEqual([
      'alarmEmail: "operaciones" no es una dirección de correo',
    ]);
  });

  it('createApiGatewayAccountRole is retired: false or absent reads, true names the account setup', () => {
    expect(() => read(base)).not.toThrow();
    expect(() => read({ ...base, createApiGatewayAccountRole: false })).not.toThrow();
    expect(problemsOf({ ...base, createApiGatewayAccountRole: 'true' })).toEqual([
      expect.stringContaining('npm run account-setup -- propietario/repositorio'),
    ]);
    expect(problemsOf({ ...base, createApiGatewayAccountRole: 'sí' })).toEqual([
      'createApiGatewayAccountRole: debe ser true o false (recibido "sí")',
    ]);
  });

  it('originKeyVersion is a whole number from 1, as cdk.json or -c gives it', () => {
    expect(read(base).originKeyVersion).toBe(1);
    expect(read({ ...base, originKeyVersion: 4 }).originKeyVersion).toBe(4);
    expect(read({ ...base, originKeyVersion: '12' }).originKeyVersion).toBe(12);
    expect(read({ ...base, originKeyVersion: MAX_ORIGIN_KEY_VERSION }).originKeyVersion).toBe(
      MAX_ORIGIN_KEY_VERSION,
    );
    for (const wrong of [0, -1, 1.5, '2a', 'dos', MAX_ORIGIN_KEY_VERSION + 1]) {
      expect(problemsOf({ ...base, originKeyVersion: wrong })[0], String(wrong)).toMatch(
        /^originKeyVersion: debe ser un número entero de 1 a 9999/,
      );
    }
  });

  it('monthlyBudgetUsd is whole dollars, as cdk.json or -c gives it', () => {
    expect(read({ ...base, monthlyBudgetUsd: 80 }).monthlyBudgetUsd).toBe(80);
    expect(read({ ...base, monthlyBudgetUsd: '120' }).monthlyBudgetUsd).toBe(120);
    for (const wrong of [0, -5, 12.5, 'cien', 100_001]) {
      expect(problemsOf({ ...base, monthlyBudgetUsd: wrong })[0], String(wrong)).toMatch(
        /^monthlyBudgetUsd: debe ser un monto entero en dólares/,
      );
    }
  });
});
