import { PageBanner } from '../../../components/PageBanner';

export default function ConnectPage() {
  return (
    <PageBanner title="Amazon Connect" description="Un contact center omnicanal en la nube." />
  );
}
