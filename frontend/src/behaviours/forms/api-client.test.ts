import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, postPayload } from './api-client';

const payload = {
  Nombres: 'Ana Quispe',
  Telefono: 987654321,
  Email: 'ana@example.pe',
  Mensaje: 'Hola',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('postPayload', () => {
  it('POSTs JSON to the endpoint under the base URL and returns status and parsed body', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ statusCode: 200, message: 'Correo enviado exitosamente' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await postPayload('contact', payload, { baseUrl: 'https://api.example' });
    expect(result).toEqual({
      status: 200,
      data: { statusCode: 200, message: 'Correo enviado exitosamente' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/website/contacto/formulario');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('uses the site origin by default and the application path', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ statusCode: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await postPayload('application', payload);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/website/contacto/oportunidades');
  });

  it('reads the JSON body of error answers too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ statusCode: 413, message: 'Muy grande' }, { status: 413 })),
    );
    expect(await postPayload('contact', payload)).toEqual({
      status: 413,
      data: { statusCode: 413, message: 'Muy grande' },
    });
  });

  it('keeps a non-JSON body as text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    expect(await postPayload('contact', payload)).toEqual({ status: 502, data: 'Bad Gateway' });
  });

  it('turns a network failure into an ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(postPayload('contact', payload)).rejects.toMatchObject({
      name: 'ApiRequestError',
      reason: 'network',
    });
  });

  it('gives up after the timeout, aborting the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            );
          }),
      ),
    );
    const error = await postPayload('contact', payload, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).reason).toBe('timeout');
    expect(signal?.aborted).toBe(true);
  });
});
