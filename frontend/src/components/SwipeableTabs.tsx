import Box from '@mui/material/Box';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export interface SwipeableTab {
  /** Stable key, also used in the element ids. */
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

export interface SwipeableTabsProps {
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly tabs: readonly SwipeableTab[];
}

/** Panel slide duration (spec 9: tab scroll animation 300 ms). */
const tabSlideMs = 300;
/** Horizontal travel, in px, that counts as a swipe rather than a tap. */
const swipeThreshold = 50;

/**
 * WAI-ARIA tabs (automatic activation: arrows, Home and End move and select) whose
 * panels sit side by side on a track that slides in 300 ms; on touch screens a
 * horizontal swipe on the panel selects the neighbouring tab (spec 4). No library:
 * a few handlers, nothing at mount (decision 067).
 */
export function SwipeableTabs({ label, tabs }: SwipeableTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // On narrow screens the tab list scrolls: bring the selected tab to the middle in 300 ms.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selected];
    if (list && tab) return scrollTabIntoView(list, tab);
  }, [selected]);

  const select = (index: number, moveFocus = false) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    if (moveFocus) tabRefs.current[next]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    // Swiping left reveals the next panel, as on a phone's photo gallery; the ends do not wrap.
    const next = selected + (dx < 0 ? 1 : -1);
    if (next >= 0 && next < tabs.length) setSelected(next);
  };

  const tabId = (index: number) => `${baseId}-tab-${tabs[index]!.id}`;
  const panelId = (index: number) => `${baseId}-panel-${tabs[index]!.id}`;

  return (
    <div>
      <Box
        ref={listRef}
        role="tablist"
        aria-label={label}
        sx={{
          position: 'relative',
          display: 'flex',
          overflowX: 'auto',
          borderBottom: 1,
          borderColor: 'divider',
          mb: 3,
          scrollbarWidth: 'thin',
        }}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <Box
              component="button"
              type="button"
              key={tab.id}
              ref={(element: HTMLButtonElement | null) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onTabKeyDown}
              sx={{
                flex: { xs: '0 0 auto', sm: 1 },
                minHeight: 48,
                px: 2.5,
                border: 0,
                borderBottom: '3px solid',
                borderBottomColor: isSelected ? 'secondary.main' : 'transparent',
                bgcolor: 'transparent',
                color: isSelected ? 'primary.dark' : 'text.secondary',
                font: 'inherit',
                fontWeight: isSelected ? 700 : 600,
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                transition: `border-color ${tabSlideMs}ms ease`,
                '&:hover': { color: 'primary.dark', bgcolor: 'action.hover' },
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: -3,
                },
              }}
            >
              {tab.label}
            </Box>
          );
        })}
      </Box>
      <Box
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        // pan-y: the page still scrolls vertically, horizontal gestures reach us.
        sx={{ overflow: 'hidden', touchAction: 'pan-y' }}
      >
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${selected * 100}%)`,
            transition: `transform ${tabSlideMs}ms ease`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {tabs.map((tab, index) => {
            const isSelected = index === selected;
            return (
              <Box
                key={tab.id}
                role="tabpanel"
                id={panelId(index)}
                aria-labelledby={tabId(index)}
                tabIndex={isSelected ? 0 : -1}
                sx={{
                  flex: '0 0 100%',
                  minWidth: 0,
                  px: 0.5,
                  py: 1,
                  // Off-screen panels leave the accessibility tree and the tab order once the slide ends.
                  visibility: isSelected ? 'visible' : 'hidden',
                  transition: `visibility 0s linear ${isSelected ? 0 : tabSlideMs}ms`,
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                {tab.content}
              </Box>
            );
          })}
        </Box>
      </Box>
    </div>
  );
}

/** Scrolls the tab list so that `tab` is centred, easing over tabSlideMs; returns a cancel function. */
function scrollTabIntoView(list: HTMLElement, tab: HTMLElement): (() => void) | undefined {
  const max = list.scrollWidth - list.clientWidth;
  const target = Math.min(
    max,
    Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2),
  );
  const start = list.scrollLeft;
  if (Math.abs(target - start) < 1) return undefined;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    list.scrollLeft = target;
    return undefined;
  }
  const startedAt = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / tabSlideMs);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    list.scrollLeft = start + (target - start) * eased;
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
