import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colourName, luminance } from '../../../../test/colour-names';
import { Wordmark, nameHash, wordmarkLines } from './Wordmark';

describe('Wordmark', () => {
  it('is an image named after the company, sized to the requested height', () => {
    render(<Wordmark name="Caja Inti" height={30} />);
    const mark = screen.getByRole('img', { name: 'Caja Inti' });
    expect(mark).toHaveAttribute('height', '30');
    expect(Number(mark.getAttribute('width'))).toBeGreaterThan(30);
    expect(mark.querySelector('tspan')).toHaveAttribute('textLength');
  });

  it('draws white on dark backgrounds and ink on light ones', () => {
    const { container, rerender } = render(<Wordmark name="Veeam" tone="light" />);
    const fill = () => container.querySelector('text')?.getAttribute('fill') ?? '';
    expect(colourName(fill())).toBe('white');
    rerender(<Wordmark name="Veeam" tone="dark" />);
    expect(luminance(fill())).toBeLessThan(0.05);
  });

  it('gives a name the same style every time, and different names different hashes', () => {
    expect(nameHash('Oracle')).toBe(nameHash('Oracle'));
    expect(nameHash('Oracle')).not.toBe(nameHash('Qlik'));
    const first = render(<Wordmark name="Mercado Qhapaq" />).container.innerHTML;
    const second = render(<Wordmark name="Mercado Qhapaq" />).container.innerHTML;
    expect(first).toBe(second);
  });

  it('sets a long name on two lines, never leaving a short word at the end of the first', () => {
    expect(wordmarkLines('Caja Inti')).toEqual(['Caja Inti']);
    expect(wordmarkLines('Diario El Mirador')).toEqual(['Diario', 'El Mirador']);
    expect(wordmarkLines('Tiendas Sol de Oro')).toEqual(['Tiendas', 'Sol de Oro']);
    render(<Wordmark name="Financiera Huascarán" />);
    const mark = screen.getByRole('img', { name: 'Financiera Huascarán' });
    const lines = mark.querySelectorAll('tspan');
    expect([...lines].map((line) => line.textContent?.toLowerCase())).toEqual([
      'financiera',
      'huascarán',
    ]);
    // Its text reads as the name, the words apart: a link named after it contains it (WCAG 2.5.3).
    expect(mark.querySelector('text')?.textContent?.toLowerCase()).toBe('financiera huascarán');
  });
});
