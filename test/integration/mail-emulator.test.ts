import { expect, it } from 'vitest';
import { startMailEmulator } from '../../scripts/mail-emulator';

it('starts on a free port, says so in Spanish when the port is taken, and stops for good', async () => {
  const first = await startMailEmulator({ port: 0 });
  const port = Number(new URL(first.endpoint).port);
  expect(first.url).toBe(`http://localhost:${port}`);
  expect(await first.readMails()).toEqual([]);

  await expect(startMailEmulator({ port })).rejects.toThrow(
    `El puerto ${port} del emulador de correo está ocupado`,
  );

  await first.stop();
  await expect(fetch(`${first.endpoint}/health-check`)).rejects.toThrow();
});
