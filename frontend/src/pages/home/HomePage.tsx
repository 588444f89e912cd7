import { PageBanner } from '../../components/PageBanner';

export default function HomePage() {
  return (
    <PageBanner
      title="Somos partner de"
      description="Consultoría cloud y servicios de TI en Lima. We Make IT Personal."
    />
  );
}
