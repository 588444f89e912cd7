import { PageBanner } from '../../../components/PageBanner';

export default function BusquedaRapidaPage() {
  return (
    <PageBanner
      title="La búsqueda rápida y AWS"
      description="Cómo un retailer aceleró la búsqueda de su tienda en línea en AWS."
    />
  );
}
