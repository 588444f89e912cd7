import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { fontSizes } from '../theme/tokens';
import { centredColumn } from './sx';

export interface CallToActionProps {
  readonly heading: string;
  readonly text?: string;
  /** A page of the site: the band leads the visitor on, never away. */
  readonly primary: { readonly label: string; readonly to: `/${string}` };
}

/** The closing band of a page: one heading, one line, one button. */
export function CallToAction({ heading, text, primary }: CallToActionProps) {
  return (
    <Box
      component="section"
      aria-label={heading}
      sx={{
        background: ({ palette: { brand } }) =>
          `linear-gradient(120deg, ${brand.navy} 0%, ${brand.navyLight} 100%)`,
        color: 'onDark.text',
        py: { xs: 6, md: 8 },
        textAlign: 'center',
      }}
    >
      <Container maxWidth="lg" sx={centredColumn}>
        <Typography variant="h2" component="h2">
          {heading}
        </Typography>
        {text ? (
          <Typography sx={{ mt: 1.5, fontSize: fontSizes.reading, color: 'onDark.lead' }}>
            {text}
          </Typography>
        ) : null}
        <Button
          component="a"
          href={primary.to}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ mt: 3 }}
        >
          {primary.label}
        </Button>
      </Container>
    </Box>
  );
}
