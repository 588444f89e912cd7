import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './ContentImage';
import { inlineSvg } from './inline-svg';

const diagram = {
  src: '/img/casos/arquitectura-busqueda.svg',
  alt: 'Diagrama de la arquitectura de búsqueda',
  width: 960,
  height: 540,
};

describe('ContentImage', () => {
  it('draws the file in the page, named by its alt and sized, with nothing to fetch', () => {
    const { container } = render(<ContentImage {...diagram} />);
    const image = screen.getByRole('img', { name: diagram.alt });
    expect(image.tagName).toBe('svg');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '540');
    expect(image).toHaveAttribute('viewBox', '0 0 960 540');
    // The file's own drawing, its labels included; its <title> gives way to the page's name.
    expect(image).toHaveTextContent('Clientes');
    expect(image.querySelector('title')).toBeNull();
    expect(container.querySelector('img, [src]')).toBeNull();
  });

  it('leaves a decorative one out of the accessibility tree', () => {
    const { container } = render(<ContentImage src="/img/restart/icono-programa.svg" alt="" width={140} height={140} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each drawing its own ids, so two on one page keep their own arrowheads', () => {
    const { container } = render(
      <>
        <ContentImage {...diagram} />
        <ContentImage {...diagram} />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
    const [first, second] = container.querySelectorAll('svg');
    const arrowOf = (svg: Element | undefined) =>
      /url\(#([^)]+)\)/.exec(svg?.innerHTML ?? '')?.[1];
    expect(first!.querySelector(`[id="${arrowOf(first)}"]`)).not.toBeNull();
    expect(second!.querySelector(`[id="${arrowOf(second)}"]`)).not.toBeNull();
    expect(arrowOf(first)).not.toBe(arrowOf(second));
  });

  it('names the file it cannot find', () => {
    expect(() => render(<ContentImage {...diagram} src="/img/no-existe.svg" />)).toThrow(
      '/img/no-existe.svg',
    );
  });
});

describe('inlineSvg', () => {
  it('keeps the root drawing attributes and prefixes ids and their references', () => {
    const svg = inlineSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" font-family="Arial"><title>T</title><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>\n',
      'p1',
    );
    expect(svg).toEqual({
      viewBox: '0 0 10 10',
      content: '<defs><linearGradient id="p1-g"/></defs><rect fill="url(#p1-g)"/><use href="#p1-g"/>',
    });
    expect(() => inlineSvg('<p>no</p>', 'p')).toThrow('viewBox');
  });
});
