import { CaseArticle } from '../../../components/CaseArticle';
import { caseBySlug } from '../../../content/cases';

export default function CasoWafPage() {
  return <CaseArticle study={caseBySlug('caso-waf')} />;
}
