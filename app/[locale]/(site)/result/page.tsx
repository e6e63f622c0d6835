import { answerPage } from '@/components/converter/ui/answer-page';
import Page from '../page';

// Served only through the proxy's rewrite of a shared answer (see answerPagePaths).
export { generateMetadata } from '../page';
export default answerPage(Page);
