import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { videoLabels } from '../content/ui';
import { theme } from '../theme';
import { VideoEmbed } from './VideoEmbed';

/** As the site renders it: inside the site's theme, where the poster takes its colours. */
function render(ui: ReactElement) {
  return renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('VideoEmbed', () => {
  it('shows only a titled play button until asked, then the privacy-enhanced player in focus', () => {
    const { container } = render(<VideoEmbed id="abcDEF12345" title="Amazon RDS en 2 minutos" />);
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', {
      name: `${videoLabels.play} Amazon RDS en 2 minutos`,
    });
    fireEvent.click(play);
    const frame = screen.getByTitle('Amazon RDS en 2 minutos');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('height', '400');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('escapes the id into the path and honours another height', () => {
    render(<VideoEmbed id="a/b?c" title="Prueba" height={300} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByTitle('Prueba')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0',
    );
    expect(screen.getByTitle('Prueba')).toHaveAttribute('height', '300');
  });
});
