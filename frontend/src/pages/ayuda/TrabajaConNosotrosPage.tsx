import { PageBanner } from '../../components/PageBanner';

export default function TrabajaConNosotrosPage() {
  return (
    <PageBanner
      title="Oportunidades"
      description="¿Te apasiona la nube? Cuéntanos sobre ti y súmate a nuestro equipo."
    />
  );
}
