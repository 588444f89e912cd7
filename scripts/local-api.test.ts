import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loopbackOrigins, toProxyEvent } from './local-api';

function request(method: string, url: string, rawHeaders: string[]): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.httpVersion = '1.1';
  req.rawHeaders = rawHeaders;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    req.headers[rawHeaders[i]!.toLowerCase()] = rawHeaders[i + 1];
  }
  return req;
}

describe('toProxyEvent', () => {
  it('builds the REST proxy event API Gateway would send', () => {
    const req = request('POST', '/website/contacto/formulario?origen=web&origen=app', [
      'Content-Type',
      'application/json',
      'X-Forwarded-For',
      '1.1.1.1',
      'X-Forwarded-For',
      '2.2.2.2',
    ]);
    const event = toProxyEvent(req, Buffer.from('{"a":"ñ"}'), 'req-42');
    expect(event).toMatchObject({
      httpMethod: 'POST',
      path: '/website/contacto/formulario',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '2.2.2.2' },
      multiValueHeaders: { 'X-Forwarded-For': ['1.1.1.1', '2.2.2.2'] },
      queryStringParameters: { origen: 'app' },
      multiValueQueryStringParameters: { origen: ['web', 'app'] },
      body: '{"a":"ñ"}',
      isBase64Encoded: false,
      requestContext: {
        requestId: 'req-42',
        stage: 'production',
        path: '/production/website/contacto/formulario',
        httpMethod: 'POST',
      },
    });
  });

  it('gives a null body and null query for a bare request', () => {
    const event = toProxyEvent(request('GET', '/website/contacto/formulario', []), Buffer.alloc(0));
    expect(event.body).toBeNull();
    expect(event.queryStringParameters).toBeNull();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a native form post', () => {
  it('reaches the handler as API Gateway hands it over: the text as it came, not base64', () => {
    const body = 'Nombres=Mar%C3%ADa+Quispe&Mensaje=L%C3%ADnea+1%0D%0AL%C3%ADnea+2';
    const req = request('POST', '/website/contacto/formulario', [
      'Content-Type',
      'application/x-www-form-urlencoded',
      'Origin',
      'http://localhost:4173',
      'Sec-Fetch-Site',
      'same-origin',
    ]);
    const event = toProxyEvent(req, Buffer.from(body));
    expect(event.body).toBe(body);
    expect(event.isBase64Encoded).toBe(false);
    expect(event.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
    });
  });

  it('from the local site’s pages carries one of its origins, under either loopback name', () => {
    expect(loopbackOrigins('http://localhost:4173')).toEqual([
      'http://localhost:4173',
      'http://127.0.0.1:4173',
    ]);
    expect(loopbackOrigins('http://127.0.0.1:39211')).toEqual([
      'http://localhost:39211',
      'http://127.0.0.1:39211',
    ]);
  });
});
