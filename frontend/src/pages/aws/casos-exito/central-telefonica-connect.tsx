import { caseStudy } from '../../../content/aws/casos-exito/central-telefonica-connect';
import { CaseArticle } from './CaseArticle';

export default function CentralTelefonicaConnectPage() {
  return <CaseArticle study={caseStudy} />;
}
