import { caseStudy } from '../../../content/aws/casos-exito/caso-waf';
import { CaseArticle } from './CaseArticle';

export default function CasoWafPage() {
  return <CaseArticle study={caseStudy} />;
}
