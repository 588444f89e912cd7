import { PageBanner } from '../../components/PageBanner';

export default function NuestroCompromisoOraclePage() {
  return (
    <PageBanner
      title="Nuestro compromiso con Oracle"
      description="Las certificaciones Oracle de nuestro equipo."
    />
  );
}
