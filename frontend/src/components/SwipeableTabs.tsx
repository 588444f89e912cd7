import Box from '@mui/material/Box';
import { type ReactNode, useId } from 'react';
import { TAB_SLIDE_MS } from '../early/tabs';

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

/**
 * Tabs whose panels slide in 300 ms and follow a swipe (decision 067). This draws
 * them with the first tab selected; early/tabs.ts selects from the first tap on,
 * before hydration too, by changing the attributes these styles follow.
 */
export function SwipeableTabs({ label, tabs }: SwipeableTabsProps) {
  const baseId = useId();
  const tabId = (tab: SwipeableTab) => `${baseId}-tab-${tab.id}`;
  const panelId = (tab: SwipeableTab) => `${baseId}-panel-${tab.id}`;

  return (
    <div data-tabs="">
      <Box
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
        {tabs.map((tab, index) => (
          <Box
            component="button"
            type="button"
            key={tab.id}
            role="tab"
            id={tabId(tab)}
            aria-selected={index === 0}
            aria-controls={panelId(tab)}
            tabIndex={index === 0 ? 0 : -1}
            suppressHydrationWarning
            sx={{
              flex: { xs: '0 0 auto', sm: 1 },
              minHeight: 48,
              px: 2.5,
              border: 0,
              borderBottom: '3px solid',
              borderBottomColor: 'transparent',
              bgcolor: 'transparent',
              color: 'text.secondary',
              font: 'inherit',
              fontWeight: 600,
              cursor: 'pointer',
              whiteSpace: 'nowrap',
              transition: `border-color ${TAB_SLIDE_MS}ms ease`,
              '&[aria-selected="true"]': {
                borderBottomColor: 'secondary.main',
                color: 'primary.dark',
                fontWeight: 700,
              },
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
        ))}
      </Box>
      {/* pan-y: the page still scrolls vertically, horizontal gestures reach early/tabs.ts. */}
      <Box data-tabs-swipe="" sx={{ overflow: 'hidden', touchAction: 'pan-y' }}>
        <Box
          data-tabs-track=""
          suppressHydrationWarning
          sx={{
            display: 'flex',
            transition: `transform ${TAB_SLIDE_MS}ms ease`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {tabs.map((tab, index) => (
            <Box
              key={tab.id}
              role="tabpanel"
              id={panelId(tab)}
              aria-labelledby={tabId(tab)}
              tabIndex={index === 0 ? 0 : -1}
              data-active={String(index === 0)}
              suppressHydrationWarning
              sx={{
                flex: '0 0 100%',
                minWidth: 0,
                px: 0.5,
                py: 1,
                // Off-screen panels leave the accessibility tree and the tab order once the slide ends.
                visibility: 'hidden',
                transition: `visibility 0s linear ${TAB_SLIDE_MS}ms`,
                '&[data-active="true"]': { visibility: 'visible', transitionDelay: '0s' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              {tab.content}
            </Box>
          ))}
        </Box>
      </Box>
    </div>
  );
}
