import { caseBySlug } from '../../../content/aws/casos-exito';
import { CaseArticle } from './CaseArticle';

export default function CasoWafPage() {
  return <CaseArticle study={caseBySlug('caso-waf')} />;
}
