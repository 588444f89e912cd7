/**
 * The video facades (components/VideoEmbed.tsx, decision 066): each is a link to the
 * video, which works with no script. A press here plays it in place instead: the
 * player replaces the facade and takes the focus the facade had.
 */
import { marked, markup } from './markup';

/** What the player may do, and nothing else. */
const PLAYER_PERMISSIONS =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

function player(facade: HTMLAnchorElement): HTMLIFrameElement {
  const frame = facade.ownerDocument.createElement('iframe');
  frame.src = facade.getAttribute(markup.video) ?? '';
  frame.title = facade.getAttribute(markup.videoTitle) ?? '';
  // The facade's box keeps its size (VideoEmbed's height): the player fills it.
  frame.style.width = '100%';
  frame.style.height = '100%';
  frame.allow = PLAYER_PERMISSIONS;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.allowFullscreen = true;
  frame.style.border = '0';
  frame.style.display = 'block';
  return frame;
}

export function installVideos(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const facade =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`a${marked('video')}`)
        : null;
    const box = facade?.parentElement;
    if (!facade || !box) return;
    event.preventDefault();
    const frame = player(facade);
    box.replaceChildren(frame);
    frame.focus();
  });
}
