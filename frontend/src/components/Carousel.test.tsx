import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carouselLabels } from '../content/ui';
import { Carousel } from './Carousel';

describe('Carousel', () => {
  it('is a labelled carousel region whose slides are numbered "n de m", with Spanish arrows', () => {
    render(<Carousel label="Demos" slides={['Uno', 'Dos', 'Tres', 'Cuatro']} />);
    const region = screen.getByRole('region', { name: 'Demos' });
    expect(region).toHaveAttribute('aria-roledescription', carouselLabels.roleDescription);
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 de 4',
      '2 de 4',
      '3 de 4',
      '4 de 4',
    ]);
    expect(slides[1]).toHaveTextContent('Dos');
    expect(slides[0]).toHaveAttribute('aria-roledescription', carouselLabels.slideRoleDescription);
    const viewportId = region.querySelector('[data-carousel-viewport]')!.id;
    for (const name of [carouselLabels.previous, carouselLabels.next]) {
      expect(within(region).getByRole('button', { name })).toHaveAttribute(
        'aria-controls',
        viewportId,
      );
    }
  });

  it('renders its first view without the carousel engine (it loads after the first paint)', () => {
    render(<Carousel label="Demos" slides={['Uno', 'Dos']} />);
    expect(screen.getByRole('region', { name: 'Demos' })).toHaveAttribute(
      'data-carousel-ready',
      'false',
    );
  });
});
