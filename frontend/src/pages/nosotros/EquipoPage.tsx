import { PageBanner } from '../../components/PageBanner';

export default function EquipoPage() {
  return (
    <PageBanner
      title="Nuestro equipo"
      description="Las personas que hacen posible cada proyecto con nuestros clientes."
    />
  );
}
