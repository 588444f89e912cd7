import { CaseArticle } from '../../../components/CaseArticle';
import { caseBySlug } from '../../../content/cases';

export default function CentralTelefonicaConnectPage() {
  return <CaseArticle study={caseBySlug('central-telefonica-connect')} />;
}
