import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CallToAction } from '../../components/CallToAction';
import { PageBanner } from '../../components/PageBanner';
import { Portrait } from '../../components/Portrait';
import { Section } from '../../components/Section';
import { liftOnHover, listGrid } from '../../components/sx';
import { type TeamMember, team, teamContent } from '../../content/nosotros/equipo';
import { fontSizes, fontWeights } from '../../theme/tokens';

/** 42 member cards, 4/3/2/1 per row from large to extra-small screens, and 'Quieres unirte'. */
export default function EquipoPage() {
  return (
    <>
      <PageBanner title={teamContent.bannerTitle} description={teamContent.bannerDescription} />
      <Section title={teamContent.gridHeading}>
        <Box
          component="ul"
          aria-label={teamContent.gridLabel}
          sx={listGrid(
            {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
            3,
          )}
        >
          {team.map((member, index) => (
            <MemberCard
              key={`${member.nombres} ${member.apellidos}`}
              member={member}
              seed={index}
            />
          ))}
        </Box>
      </Section>
      <CallToAction {...teamContent.join} />
    </>
  );
}

function MemberCard({ member, seed }: { member: TeamMember; seed: number }) {
  const fullName = `${member.nombres} ${member.apellidos}`;
  return (
    <Box
      component="li"
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: 'background.paper',
        ...liftOnHover(),
      }}
    >
      <Portrait look={member.look} seed={seed} label={teamContent.portraitLabel(fullName)} />
      <Typography
        component="h3"
        sx={{ mt: 1.5, fontWeight: fontWeights.bold, fontSize: fontSizes.reading }}
      >
        {member.nombres}{' '}
        <Box component="span" sx={{ display: 'block' }}>
          {member.apellidos}
        </Box>
      </Typography>
      <Typography sx={{ color: 'primary.main', fontWeight: fontWeights.bold, mt: 0.5 }}>
        {member.puesto}
      </Typography>
      <Typography component="p" color="text.secondary" sx={{ mt: 1, fontStyle: 'italic' }}>
        «{member.frase}»
      </Typography>
    </Box>
  );
}
