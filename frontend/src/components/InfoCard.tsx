import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { newTab, opensInNewTab } from './new-tab';
import { liftOnHover } from './sx';

/** Where a card's button leads: a page of the site, or an outside page (opened in a new tab). */
export type CardAction =
  | { readonly label: string; readonly to: string }
  | { readonly label: string; readonly href: string };

export interface InfoCardProps {
  readonly title: string;
  /** The title's language where it is not Spanish (an offer's English product name: 'en'). */
  readonly titleLang?: string;
  readonly description?: ReactNode;
  /** An illustration or icon above the title (decorative unless it carries its own alt). */
  readonly media?: ReactNode;
  /** A decorative icon above the title, in the brand colour given (instead of `media`). */
  readonly icon?: { readonly node: ReactNode; readonly color: 'primary.main' | 'secondary.main' };
  readonly action?: CardAction;
  /** Heading level of the card title within the page outline. */
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
  readonly children?: ReactNode;
}

/** The site's card: title, text, optional media and one action. Cards lift on hover. */
export function InfoCard({
  title,
  titleLang,
  description,
  media,
  icon,
  action,
  headingLevel = 'h3',
  children,
}: InfoCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...liftOnHover(),
      }}
    >
      {icon ? (
        <Box aria-hidden sx={{ px: 2, pt: 2, color: icon.color, '& svg': { fontSize: 40 } }}>
          {icon.node}
        </Box>
      ) : (
        media
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography component={headingLevel} variant="h3" lang={titleLang} gutterBottom>
          {title}
        </Typography>
        {description ? (
          <Typography component="div" color="text.secondary">
            {description}
          </Typography>
        ) : null}
        {children}
      </CardContent>
      {action ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <CardButton action={action} title={title} />
        </CardActions>
      ) : null}
    </Card>
  );
}

function CardButton({ action, title }: { action: CardAction; title: string }) {
  if ('to' in action) {
    return (
      <Button
        variant="contained"
        component="a"
        href={action.to}
        aria-label={`${action.label}: ${title}`}
      >
        {action.label}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      href={action.href}
      {...newTab}
      endIcon={<OpenInNewIcon aria-hidden />}
      aria-label={opensInNewTab(`${action.label}: ${title}`)}
    >
      {action.label}
    </Button>
  );
}
