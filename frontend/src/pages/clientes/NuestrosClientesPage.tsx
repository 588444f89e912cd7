import { PageBanner } from '../../components/PageBanner';

export default function NuestrosClientesPage() {
  return (
    <PageBanner
      title="Nuestros clientes"
      description="Empresas de retail, finanzas, alimentos, educación y medios que confían en nosotros."
    />
  );
}
