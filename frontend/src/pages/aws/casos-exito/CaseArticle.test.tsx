import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { caseStudy as centralTelefonicaConnect } from '../../../content/aws/casos-exito/central-telefonica-connect';
import { caseStudy as escalabilidadNegocio } from '../../../content/aws/casos-exito/escalabilidad-negocio';
import type { CaseStudy } from '../../../content/shared/cases';
import { theme } from '../../../theme';
import { CaseArticle } from './CaseArticle';

function renderCase(study: CaseStudy) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <CaseArticle study={study} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('CaseArticle', () => {
  it('opens with its header: title, Spanish date and the header image, then its diagrams', () => {
    renderCase(escalabilidadNegocio);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Escalabilidad para el negocio',
    );
    const date = screen.getByText('23 de diciembre de 2021');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2021-12-23');
    const [header, ...others] = screen.getAllByRole('img');
    expect(header!.closest('header')).not.toBeNull();
    expect(others.length).toBeGreaterThan(0);
    // Drawn in the page, named for a screen reader: nothing is fetched for them.
    for (const image of [header!, ...others]) {
      expect(image.tagName).toBe('svg');
      expect(image.getAttribute('aria-label')?.length).toBeGreaterThan(20);
    }
  });

  it('renders the sections in order, its results and related links', () => {
    renderCase(centralTelefonicaConnect);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Resumen ejecutivo',
      'El desafío del cliente',
      '¿Por qué AWS?',
      'El partner',
      'La solución del partner',
      'Resultados',
      'Sigue leyendo',
    ]);
    // The partner's solution: platform, analysis and optimisation, one disclosure each.
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['La plataforma', 'El análisis', 'La optimización']);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('summary')),
    ).not.toContain(null);
    const related = screen.getByRole('navigation', { name: 'Sigue leyendo' });
    expect(within(related).getByRole('link', { name: 'Todos los casos de éxito' })).toHaveAttribute(
      'href',
      '/aws/casos-exito',
    );
    expect(
      within(related).getByRole('link', { name: 'Oferta: AI-Powered Contact Center' }),
    ).toHaveAttribute('href', '/aws/ofertas/connect');
  });
});
