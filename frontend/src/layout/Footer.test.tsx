import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { footerColumns } from '../content/shared/navigation';
import { footerLabels } from '../content/shared/site-frame';
import { site } from '../site';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the four columns with their links, the company contacts and this year', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    for (const column of footerColumns) {
      expect(within(footer).getByRole('heading', { name: column.label })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/politicas-privacidad',
    );
    expect(within(footer).getAllByRole('link', { name: 'Outsourcing' })[0]).toHaveAttribute(
      'href',
      '/servicios',
    );
    expect(within(footer).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      'tel:+5117054200',
    );
    expect(within(footer).getByRole('link', { name: footerLabels.mailLink })).toHaveAttribute(
      'href',
      'mailto:info@aynicloud.pe',
    );
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Ayni Cloud Consulting S.A.C. ${footerLabels.rights}`,
    );
    expect(footer).toHaveTextContent('Miraflores, Lima, Perú');
  });
});
