import { PageBanner } from '../../components/PageBanner';

export default function CasosExitoPage() {
  return (
    <PageBanner
      title="Casos de éxito"
      description="Proyectos reales de nuestros clientes en AWS."
    />
  );
}
