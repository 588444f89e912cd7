import { describe, expect, it } from 'vitest';
import { notFoundRoute, siteRoutes } from '../../routes/site-routes';
import { routeRequest } from '../../infra/edge/viewer-request';
import { failuresOn } from '../each-path';

const routes = Object.fromEntries(siteRoutes.map((route) => [route.path, true]));
const decide = (uri: string) => routeRequest(uri, routes, notFoundRoute.file);

describe('routeRequest, the routing decision shared by the local server and CloudFront', () => {
  it('serves the home page from /index.html', () => {
    expect(decide('/')).toEqual({ kind: 'page', file: '/index.html' });
  });

  it('serves every other route from its prerendered index.html', async () => {
    const others = siteRoutes.map((route) => route.path).filter((path) => path !== '/');
    const failures = await failuresOn(others, (path) => {
      expect(decide(path)).toEqual({ kind: 'page', file: `${path}/index.html` });
    });
    expect(failures).toEqual([]);
  });

  it('is case-sensitive, as the spec requires', () => {
    expect(decide('/aws/servicios/Lambda')).toEqual({
      kind: 'page',
      file: '/aws/servicios/Lambda/index.html',
    });
    expect(decide('/aws/servicios/lambda')).toEqual({ kind: 'not-found', file: '/404.html' });
    expect(decide('/Servicios')).toEqual({ kind: 'not-found', file: '/404.html' });
  });

  it('redirects a trailing slash to the route without it', () => {
    expect(decide('/servicios/')).toEqual({ kind: 'redirect', location: '/servicios' });
    expect(decide('/aws/ofertas/connect//')).toEqual({
      kind: 'redirect',
      location: '/aws/ofertas/connect',
    });
  });

  it('never redirects to a path outside the table (no open redirect)', () => {
    expect(decide('/no-existe/')).toEqual({ kind: 'not-found', file: '/404.html' });
    expect(decide('//evil.example/')).toEqual({ kind: 'not-found', file: '/404.html' });
  });

  it('lets files through and sends unknown paths to the not-found page', () => {
    expect(decide('/assets/entry.client-abc123.js')).toEqual({
      kind: 'file',
      file: '/assets/entry.client-abc123.js',
    });
    expect(decide('/robots.txt')).toEqual({ kind: 'file', file: '/robots.txt' });
    expect(decide('/clientes/testimonios')).toEqual({ kind: 'not-found', file: '/404.html' });
    expect(decide('/.env')).toEqual({ kind: 'not-found', file: '/404.html' });
    expect(decide('/404.html')).toEqual({ kind: 'not-found', file: '/404.html' });
  });
});
