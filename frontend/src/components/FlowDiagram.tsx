import Box from '@mui/material/Box';
import { useId } from 'react';
import { fontSizes, fontWeights } from '../theme/tokens';

export interface FlowStep {
  readonly title: string;
  readonly detail: string;
}

export interface FlowDiagramProps {
  /** What the diagram shows, read as its caption and its accessible name. */
  readonly caption: string;
  readonly steps: readonly FlowStep[];
}

const arrow = 'brand.blue';

/**
 * A left-to-right flow (top-to-bottom on phones) drawn in HTML and CSS: each
 * box is real text in an ordered list, so the diagram is its own text
 * alternative, costs no script and scales with the reader's font size (decision 068).
 */
export function FlowDiagram({ caption, steps }: FlowDiagramProps) {
  const captionId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={captionId}
      sx={{
        m: 0,
        '& ol': {
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 4, md: 5 },
          // Steps of equal width whatever their longest word (a reader's own letter spacing
          // breaks it rather than widening the page).
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `repeat(${steps.length}, minmax(0, 1fr))`,
          },
          counterReset: 'paso',
        },
        '& li': {
          position: 'relative',
          counterIncrement: 'paso',
          border: '2px solid',
          borderColor: 'primary.main',
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          p: 2,
          pt: 3,
        },
        '& li::before': {
          content: 'counter(paso)',
          position: 'absolute',
          top: -14,
          left: 12,
          width: 28,
          height: 28,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          color: 'onDark.text',
          fontWeight: fontWeights.bold,
          display: 'grid',
          placeItems: 'center',
        },
        // The arrow to the next box: below it on phones, to its right from medium width.
        '& li:not(:last-of-type)::after': {
          content: '""',
          position: 'absolute',
          borderStyle: 'solid',
          borderColor: 'transparent',
          borderWidth: 10,
          left: { xs: 'calc(50% - 10px)', md: 'auto' },
          right: { md: -30 },
          bottom: { xs: -28, md: 'auto' },
          top: { md: 'calc(50% - 10px)' },
          borderTopColor: { xs: arrow, md: 'transparent' },
          borderLeftColor: { md: arrow },
        },
        '& .step-title': { m: 0, mb: 0.5, fontWeight: fontWeights.bold },
        '& .step-detail': { m: 0, fontSize: fontSizes.small, color: 'text.secondary' },
        '& figcaption': { mt: 3, textAlign: 'center', fontSize: fontSizes.small },
      }}
    >
      <ol>
        {steps.map((step) => (
          <li key={step.title}>
            <p className="step-title">{step.title}</p>
            <p className="step-detail">{step.detail}</p>
          </li>
        ))}
      </ol>
      <figcaption id={captionId}>{caption}</figcaption>
    </Box>
  );
}
