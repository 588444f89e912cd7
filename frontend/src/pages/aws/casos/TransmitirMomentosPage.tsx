import { PageBanner } from '../../../components/PageBanner';

export default function TransmitirMomentosPage() {
  return (
    <PageBanner
      title="Transmitir y compartir momentos"
      description="Una plataforma de video en vivo y a demanda construida sobre AWS."
    />
  );
}
