/**
 * The video facade as the prerendered page holds it (a link to the video's page), then played
 * in place by behaviours/video.ts as the page's script installs it.
 */
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markup } from '../behaviours/markup';
import { installVideos } from '../behaviours/video';
import { videoLabels } from '../content/shared/ui';
import { theme } from '../theme';
import { VideoEmbed } from './VideoEmbed';

/** As the site renders it: inside the site's theme, where the poster takes its colours. */
function render(ui: ReactElement) {
  return renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

const installed: Parameters<Document['addEventListener']>[] = [];

/** The page's script, installed over what is on the page. */
function install() {
  const add = vi.spyOn(document, 'addEventListener');
  installVideos(document);
  installed.push(...add.mock.calls);
  add.mockRestore();
}

afterEach(() => {
  for (const [type, listener, options] of installed.splice(0)) {
    document.removeEventListener(type, listener, options);
  }
});

/**
 * Clicks `target` and says whether the page's script took the click over (prevented the link's
 * own navigation). The link is then stopped anyway: jsdom cannot navigate to another site.
 */
function clickTakenOver(target: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(target, init);
  window.removeEventListener('click', record);
  return prevented;
}

const play = (title: string) => screen.getByRole('link', { name: `${videoLabels.play} ${title}` });

describe('VideoEmbed before any script', () => {
  it('is a titled link to the video’s page: no player, nothing loaded from the platform', () => {
    const { container } = render(<VideoEmbed id="abcDEF12345" title="Amazon RDS en 2 minutos" />);
    const link = play('Amazon RDS en 2 minutos');
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcDEF12345');
    expect(link).toHaveAttribute(
      markup.video,
      'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0',
    );
    expect(link).toHaveAttribute(markup.videoTitle, 'Amazon RDS en 2 minutos');
    expect(container.querySelector('iframe, img, script')).toBeNull();
    expect(screen.getByText(videoLabels.loadsOnPlay)).toBeInTheDocument();
  });

  it('escapes the id into both addresses', () => {
    render(<VideoEmbed id="a/b?c" title="Prueba" />);
    expect(play('Prueba')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=a%2Fb%3Fc');
    expect(play('Prueba')).toHaveAttribute(
      markup.video,
      'https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0',
    );
  });
});

describe('VideoEmbed with behaviours/video.ts', () => {
  it('plays in place on a click: the privacy-enhanced player replaces the poster, in focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed id="abcDEF12345" title="Amazon RDS en 2 minutos" />);
    install();
    const box = play('Amazon RDS en 2 minutos').parentElement!;
    await user.click(play('Amazon RDS en 2 minutos'));
    const frame = screen.getByTitle('Amazon RDS en 2 minutos') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0',
    );
    // It fills the poster's box, which keeps its height: nothing below moves (sized in the e2e test).
    expect(frame.style.width).toBe('100%');
    expect(frame.style.height).toBe('100%');
    expect(frame).toHaveAttribute('allowfullscreen');
    // Properties: jsdom does not reflect these two to their attributes, as browsers do.
    expect(frame.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(frame.allow.split('; ')).toEqual(
      expect.arrayContaining(['autoplay', 'encrypted-media', 'picture-in-picture']),
    );
    expect(frame).toHaveFocus();
    expect(box.children).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('plays on the keyboard’s Enter too', async () => {
    const user = userEvent.setup();
    render(<VideoEmbed id="a/b?c" title="Prueba" height={300} />);
    install();
    play('Prueba').focus();
    await user.keyboard('{Enter}');
    const frame = screen.getByTitle('Prueba');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0',
    );
    expect(frame).toHaveFocus();
  });

  it.each([
    ['with Ctrl', { ctrlKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with Shift', { shiftKey: true }],
    ['with Alt', { altKey: true }],
    ['with the middle button', { button: 1 }],
  ])('leaves a click %s to the browser (a new tab, a new window…)', (_case, init) => {
    render(<VideoEmbed id="abcDEF12345" title="Amazon RDS en 2 minutos" />);
    install();
    expect(clickTakenOver(play('Amazon RDS en 2 minutos'), init)).toBe(false);
    expect(screen.queryByTitle('Amazon RDS en 2 minutos')).toBeNull();
    expect(clickTakenOver(play('Amazon RDS en 2 minutos'))).toBe(true);
  });

  it('plays only the video asked for', async () => {
    const user = userEvent.setup();
    render(
      <>
        <VideoEmbed id="uno" title="Primero" />
        <VideoEmbed id="dos" title="Segundo" />
      </>,
    );
    install();
    await user.click(play('Segundo'));
    expect(screen.getByTitle('Segundo').tagName).toBe('IFRAME');
    expect(play('Primero')).toBeInTheDocument();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});
