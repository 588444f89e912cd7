import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface FlowStep {
  readonly title: string;
  readonly detail: string;
}

export interface FlowDiagramProps {
  /** What the diagram shows, read as its caption and its accessible name. */
  readonly caption: string;
  readonly steps: readonly FlowStep[];
}

/**
 * A left-to-right flow (top-to-bottom on phones) drawn in HTML and CSS: each
 * box is real text in an ordered list, so the diagram is its own text
 * alternative, costs no script and scales with the reader's font size.
 */
export function FlowDiagram({ caption, steps }: FlowDiagramProps) {
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: `repeat(${steps.length}, 1fr)` },
          counterReset: 'paso',
        }}
      >
        {steps.map((step) => (
          <Box
            component="li"
            key={step.title}
            sx={{
              position: 'relative',
              counterIncrement: 'paso',
              border: '2px solid',
              borderColor: 'primary.main',
              borderRadius: 2,
              bgcolor: '#fff',
              color: 'text.primary',
              p: 2,
              pt: 3,
              '&::before': {
                content: 'counter(paso)',
                position: 'absolute',
                top: -14,
                left: 12,
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                color: '#fff',
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
              },
              // The arrow to the next box: below on phones, to the right from medium width.
              '&:not(:last-of-type)::after': {
                content: '""',
                position: 'absolute',
                borderStyle: 'solid',
                borderColor: 'transparent',
                left: { xs: 'calc(50% - 10px)', md: 'auto' },
                right: { md: -30 },
                bottom: { xs: -28, md: 'auto' },
                top: { md: 'calc(50% - 10px)' },
                borderWidth: 10,
                borderTopColor: { xs: '#0f5ba7', md: 'transparent' },
                borderLeftColor: { md: '#0f5ba7' },
              },
            }}
          >
            <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              {step.title}
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary">
              {step.detail}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography
        id={captionId}
        component="figcaption"
        variant="body2"
        sx={{ mt: 3, textAlign: 'center', fontStyle: 'italic' }}
      >
        {caption}
      </Typography>
    </Box>
  );
}
