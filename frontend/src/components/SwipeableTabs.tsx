import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { mark } from '../behaviours/markup';
import { fontWeights } from '../theme/tokens';
import { insetFocusRing } from '../theme/focus';

export interface SwipeableTab {
  /** Unique on the page: the panel's id, so `#id` links to it. */
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

export interface SwipeableTabsProps {
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly tabs: readonly SwipeableTab[];
}

const selectedTab = `&[aria-selected="true"]`;

/** A tab's height, px, and the space under the list, in theme spacing. */
const TAB_HEIGHT = 48;
const LIST_GAP = 3;
/** How wide the fade at the end of a list that scrolls is, px. */
const FADE = 40;

/**
 * Tabs whose panels slide and follow a swipe (decisions 067 and 076). The markup
 * works alone: a list of links to the panels, which sit side by side on a track
 * that scrolls sideways and snaps to each one, so every panel is reachable with
 * no script. behaviours/tabs.ts gives them the tab roles and selects from the
 * first tap on; its state lives in the attributes these styles follow.
 */
export function SwipeableTabs({ label, tabs }: SwipeableTabsProps) {
  return (
    <div {...mark('tabs')}>
      <Box
        component="ul"
        {...mark('tabsList')}
        aria-label={label}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          listStyle: 'none',
          m: 0,
          mb: LIST_GAP,
          p: 0,
          borderBottom: 1,
          borderColor: 'divider',
          // No scrollbar over the selected tab's rule (WebKit drew one there): on a phone the list
          // shows it scrolls by a fade at its end, where the next tab is cut, and an empty end as
          // wide as the fade lets the last tab clear it. A tab is reached by a swipe, a tap on the
          // cut one, or the arrow keys (behaviours/tabs.ts brings the chosen tab into view).
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          maskImage: {
            xs: `linear-gradient(to right, #000 calc(100% - ${FADE}px), transparent)`,
            sm: 'none',
          },
          '&::after': { content: '""', flex: `0 0 ${FADE}px`, display: { sm: 'none' } },
          // A tab focused from the keyboard scrolls clear of the fade, its ring whole.
          scrollPaddingInline: { xs: `0 ${FADE}px`, sm: 0 },
          '& > li': { flex: { xs: '0 0 auto', sm: 1 }, display: 'flex' },
        }}
      >
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Box
              component="a"
              href={`#${tab.id}`}
              sx={{
                flex: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: TAB_HEIGHT,
                px: 2.5,
                borderBottom: '3px solid',
                borderBottomColor: 'transparent',
                color: 'text.secondary',
                fontWeight: fontWeights.bold,
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                transition: 'border-color 300ms ease',
                [selectedTab]: {
                  borderBottomColor: 'secondary.main',
                  color: 'primary.dark',
                },
                '&:hover': { color: 'primary.dark', bgcolor: 'action.hover' },
                // The list scrolls sideways on a phone: an outer ring would be clipped. Inside,
                // it clears the selected tab's orange rule, which is its own colour.
                '&:focus-visible': { ...insetFocusRing, outlineOffset: '-6px' },
              }}
            >
              {tab.label}
            </Box>
          </li>
        ))}
      </Box>
      <Box
        {...mark('tabsTrack')}
        sx={{
          // Positioned: the panels' offsets are the track's own scroll positions.
          position: 'relative',
          display: 'flex',
          alignItems: 'flex-start',
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tabs.map((tab) => (
          <Box
            component="section"
            key={tab.id}
            id={tab.id}
            aria-label={tab.label}
            {...mark('tabsPanel')}
            sx={{
              flex: '0 0 100%',
              minWidth: 0,
              boxSizing: 'border-box',
              // Flush with the tab list's edges: the card is as wide as the tabs above it.
              py: 1,
              scrollSnapAlign: 'start',
              scrollSnapStop: 'always',
              // A tab link followed without scripts jumps to its panel: the page stops with the
              // tabs (a tab and the list's 1 px rule) above the panel, under the sticky header.
              scrollMarginTop: (theme) => `calc(${TAB_HEIGHT + 1}px + ${theme.spacing(LIST_GAP)})`,
              // The track clips whatever is drawn outside a panel.
              '&:focus-visible': insetFocusRing,
            }}
          >
            {tab.content}
          </Box>
        ))}
      </Box>
    </div>
  );
}
