import { PageBanner } from '../../components/PageBanner';

export default function NuestroCompromisoPage() {
  return (
    <PageBanner
      title="Nuestro compromiso con AWS"
      description="Las certificaciones AWS de nuestro equipo y lo que significan para tu proyecto."
    />
  );
}
