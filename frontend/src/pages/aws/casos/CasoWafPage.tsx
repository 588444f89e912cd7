import { PageBanner } from '../../../components/PageBanner';

export default function CasoWafPage() {
  return (
    <PageBanner
      title="AWS WAF para un servicio bancario"
      description="La protección de un servicio bancario en WordPress con AWS WAF."
    />
  );
}
