import { caseBySlug } from '../../../content/cases';
import { CaseArticle } from './CaseArticle';

export default function CasoWafPage() {
  return <CaseArticle study={caseBySlug('caso-waf')} />;
}
