import { PageBanner } from '../../components/PageBanner';

export default function CulturaPage() {
  return (
    <PageBanner
      title="Cooltura Ayni"
      description="Nuestro propósito, nuestro impacto y los valores que nos mueven: servicio, aprendizaje y pasión."
    />
  );
}
