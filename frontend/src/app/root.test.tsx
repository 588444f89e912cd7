import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { siteRoutes } from '../../../routes/site-routes';
import { errorPageContent } from '../content/error';
import { meta as notFoundMetaCopy } from '../content/404';
import { notFoundContent } from '../content/404';
import { skipLinkLabel } from '../content/shared/site-frame';
import { site } from '../site';
import type { Route } from './+types/root';
import { FrameworkScripts } from './framework-scripts';
import { ErrorBoundary, Layout, meta } from './root';
import { speculationRules } from './speculation-rules';

/**
 * A router stub whose pages fail with `fail` under the root error boundary, as the router
 * runs them: '/' while rendering, '/aws/servicios/lambda' in its loader.
 */
function failingPageStub(fail: () => never) {
  return createRoutesStub([
    {
      path: '/',
      loader: () => null,
      Component: () => fail(),
      ErrorBoundary,
    },
    {
      path: '/aws/servicios/lambda',
      loader: () => fail(),
      Component: () => null,
      ErrorBoundary,
    },
  ]);
}

describe('the root error boundary', () => {
  it('shows a Spanish error page with a way home and a way to reach us when a page throws', async () => {
    const Stub = failingPageStub(() => {
      throw new Error('La página falló al renderizar');
    });
    render(<Stub initialEntries={['/']} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: errorPageContent.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorPageContent.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: errorPageContent.contactLink })).toHaveAttribute(
      'href',
      '/contacto/formulario',
    );
    expect(screen.getByRole('link', { name: site.email.info })).toHaveAttribute(
      'href',
      `mailto:${site.email.info}`,
    );
    expect(screen.queryByText('La página falló al renderizar')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: notFoundContent.heading }),
    ).not.toBeInTheDocument();
  });

  it('shows the not-found page, in the site layout, for a thrown 404 response', async () => {
    const Stub = failingPageStub(() => {
      throw new Response(null, { status: 404, statusText: 'Not Found' });
    });
    render(<Stub initialEntries={['/aws/servicios/lambda']} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundContent.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notFoundContent.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    // The site's layout around it: the skip link, the header's menus and the footer.
    expect(screen.getByRole('link', { name: skipLinkLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Clientes/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: errorPageContent.heading }),
    ).not.toBeInTheDocument();
  });
});

describe('the root meta', () => {
  const headFor = (pathname: string, error?: unknown) =>
    meta({ location: { pathname }, error } as unknown as Route.MetaArgs) ?? [];

  it('gives a page of the table its title, canonical URL and structured data', () => {
    const head = headFor('/aws/ofertas/connect');
    expect(head).toContainEqual({
      title: `Contact center con IA en Amazon Connect | ${site.name}`,
    });
    expect(head).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${site.url}/aws/ofertas/connect`,
    });
    expect(head).toContainEqual({ property: 'og:url', content: `${site.url}/aws/ofertas/connect` });
    expect(head.some((tag) => 'script:ld+json' in tag)).toBe(true);
    expect(head).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('keeps a path outside the table out of search results, without canonical URL', () => {
    const head = headFor('/aws/servicios/lambda');
    expect(head).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.some((tag) => 'tagName' in tag && tag.tagName === 'link')).toBe(false);
    expect(head.some((tag) => 'property' in tag && tag.property === 'og:url')).toBe(false);
  });

  it('titles a failed page as the error page, and a thrown 404 as the not-found page', () => {
    const failed = headFor('/aws/ofertas/connect', new Error('La página falló'));
    expect(failed).toContainEqual({ title: `${errorPageContent.heading} | ${site.name}` });
    expect(failed).toContainEqual({ name: 'robots', content: 'noindex' });

    const missing = headFor('/aws/ofertas/connect', new ErrorResponseImpl(404, 'Not Found', null));
    expect(missing).toContainEqual({ title: `${notFoundMetaCopy.title} | ${site.name}` });
    expect(missing).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(missing.some((tag) => 'tagName' in tag && tag.tagName === 'link')).toBe(false);
  });
});

describe('the root layout', () => {
  /** A page as the prerender writes it, in the layout, inside React Router's context. */
  function prerendered(frameworkScripts?: boolean) {
    const page = () => (
      <Layout>
        <h1>Servicios</h1>
      </Layout>
    );
    const Stub = createRoutesStub([
      {
        path: '/',
        Component:
          frameworkScripts === undefined
            ? page
            : () => (
                <FrameworkScripts.Provider value={frameworkScripts}>
                  {page()}
                </FrameworkScripts.Provider>
              ),
      },
    ]);
    return renderToString(<Stub initialEntries={['/']} />);
  }

  it('writes no framework script into a page: the speculation rules are its only script', () => {
    const html = prerendered();
    expect(html).toContain('<html lang="es">');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="speculationrules">']);
    expect(html).not.toContain('modulepreload');
    const rules = /<script type="speculationrules">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(rules ?? '')).toEqual(speculationRules);
  });

  it('writes React Router’s scripts only for the bench’s client-rendered reference', () => {
    // React Router's test stub has no real build behind it and says so on the console.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = prerendered(true);
    quiet.mockRestore();
    expect(html.match(/<script\b[^>]*>/g)?.length).toBeGreaterThan(1);
    expect(html).toContain('<script type="module"');
  });
});

describe('the speculation rules', () => {
  type Rule = (typeof speculationRules)['prefetch' | 'prerender'][number];
  /** Which rules (action and eagerness) would prepare a link to `href`. */
  function rulesFor(href: string): string[] {
    const pagesOf = (rule: Rule): { or: readonly { href_matches: string }[] } =>
      'or' in rule.where ? rule.where : rule.where.and[1];
    return (['prerender', 'prefetch'] as const).flatMap((action) =>
      speculationRules[action]
        .filter((rule: Rule) => pagesOf(rule).or.some(({ href_matches }) => href_matches === href))
        .map((rule: Rule) => `${action} ${rule.eagerness}`),
    );
  }

  it('prerender the links marked as on screen at once, prefetch them too (the fallback) and the others on intent', () => {
    for (const { path } of siteRoutes) {
      expect(rulesFor(path), path).toEqual([
        'prerender immediate',
        'prefetch immediate',
        'prefetch moderate',
      ]);
    }
    for (const rule of [speculationRules.prerender[0], speculationRules.prefetch[0]]) {
      expect(rule.where).toMatchObject({
        and: [{ selector_matches: '[data-prerender]' }, expect.anything()],
      });
    }
    expect(speculationRules.prefetch[1].where).not.toHaveProperty('and');
  });

  it('never prepare the API nor a path that is not a page (the home page’s demos)', () => {
    for (const href of ['/website/contacto/formulario', '/streaming', '/aws/servicios/lambda']) {
      expect(rulesFor(href), href).toEqual([]);
    }
  });
});
