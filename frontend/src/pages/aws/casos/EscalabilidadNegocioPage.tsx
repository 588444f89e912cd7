import { PageBanner } from '../../../components/PageBanner';

export default function EscalabilidadNegocioPage() {
  return (
    <PageBanner
      title="Escalabilidad para el negocio"
      description="El plan que preparó a un grupo comercial para crecer en AWS."
    />
  );
}
