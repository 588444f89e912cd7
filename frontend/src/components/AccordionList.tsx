import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { fontSizes, fontWeights } from '../theme/tokens';
import { insetFocusRing } from '../theme/focus';
import { withSlogan } from './Slogan';

/** One entry of an accordion: a title, then paragraphs and/or bullet points. */
export interface AccordionEntry {
  readonly title: string;
  readonly paragraphs?: readonly string[];
  readonly bullets?: readonly string[];
}

export interface AccordionListProps {
  readonly items: readonly AccordionEntry[];
  /** Heading level of each entry's title in the page outline (default h3). */
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * The site's one accordion list (certifications, use cases, 'Conócenos'…), drawn
 * like MUI's outlined Accordion. Each entry is a native `<details>`: it opens and
 * closes from the prerendered HTML, before and without any script, and the
 * browser's find-in-page opens the entry it finds text in. The title is a heading
 * inside the summary, so the page outline keeps it.
 */
export function AccordionList({ items, headingLevel = 'h3' }: AccordionListProps) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      {items.map((item) => (
        <Box
          component="details"
          key={item.title}
          sx={{
            '& + &': { borderTop: 1, borderColor: 'divider' },
            '&[open] > summary svg': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              minHeight: 48,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': insetFocusRing,
            }}
          >
            <Typography
              component={headingLevel}
              sx={{ flex: 1, m: 0, fontSize: fontSizes.body, fontWeight: fontWeights.bold }}
            >
              {item.title}
            </Typography>
            <ExpandMoreIcon
              aria-hidden
              sx={{
                color: 'action.active',
                transition: 'transform 150ms',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          </Box>
          <Box sx={{ px: 2, pb: 2 }}>
            {item.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {withSlogan(paragraph)}
              </Typography>
            ))}
            {item.bullets ? (
              <Typography component="ul" sx={{ pl: 3, m: 0 }}>
                {item.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
