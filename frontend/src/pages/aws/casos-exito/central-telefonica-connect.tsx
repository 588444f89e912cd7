import { caseBySlug } from '../../../content/aws/casos-exito';
import { CaseArticle } from './CaseArticle';

export default function CentralTelefonicaConnectPage() {
  return <CaseArticle study={caseBySlug('central-telefonica-connect')} />;
}
