import { LazyMenToWomenConverter } from '@/components/converter/lazy-men-to-women-converter';
import { regularRoute } from '@/components/converter/regular-route';

const route = regularRoute('men-to-women', () => ({ converter: <LazyMenToWomenConverter />, conventions: ['usWomen', 'ukWomen'] }));

export const generateMetadata = route.generateMetadata;
export default route.Page;
