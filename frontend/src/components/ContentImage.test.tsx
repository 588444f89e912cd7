import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './ContentImage';

const image = { src: '/img/x.svg', alt: 'Un diagrama de prueba', width: 960, height: 540 };

describe('ContentImage', () => {
  it('is sized and lazy by default, with no fetch priority', () => {
    render(<ContentImage {...image} />);
    const img = screen.getByRole('img', { name: 'Un diagrama de prueba' });
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '540');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('with priority, is eager and fetched first (the LCP image)', () => {
    render(<ContentImage {...image} priority />);
    const img = screen.getByRole('img', { name: 'Un diagrama de prueba' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
