import { caseBySlug } from '../../../content/cases';
import { CaseArticle } from './CaseArticle';

export default function CentralTelefonicaConnectPage() {
  return <CaseArticle study={caseBySlug('central-telefonica-connect')} />;
}
