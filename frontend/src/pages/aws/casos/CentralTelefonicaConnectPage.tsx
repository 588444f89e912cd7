import { PageBanner } from '../../../components/PageBanner';

export default function CentralTelefonicaConnectPage() {
  return (
    <PageBanner
      title="Central telefónica con Amazon Connect"
      description="Un contact center con inteligencia artificial en Amazon Connect."
    />
  );
}
