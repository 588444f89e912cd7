import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

interface ExternalLinkCardProps {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly cta: string;
  /** Heading level of the card title within the page outline. */
  readonly headingLevel?: 'h2' | 'h3';
}

/** A card whose button opens an outside page in a new tab. Cards lift on hover (spec 4). */
export function ExternalLinkCard({
  title,
  description,
  url,
  cta,
  headingLevel = 'h3',
}: ExternalLinkCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 },
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography component={headingLevel} variant="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon aria-hidden />}
          aria-label={`${cta}: ${title} (se abre en una pestaña nueva)`}
        >
          {cta}
        </Button>
      </CardActions>
    </Card>
  );
}
