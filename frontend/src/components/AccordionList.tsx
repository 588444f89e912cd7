import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

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
 * The site's one accordion list (certifications, use cases, 'Conócenos'…).
 * Each title is a button inside a heading: Enter or Space expands and collapses it.
 */
export function AccordionList({ items, headingLevel = 'h3' }: AccordionListProps) {
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item.title}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: headingLevel } }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {item.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {item.bullets ? (
              <Typography component="ul" sx={{ pl: 3, m: 0 }}>
                {item.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </Typography>
            ) : null}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
