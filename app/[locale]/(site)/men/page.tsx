import { regularConverterRoute } from '@/components/converter/regular-converter-page';

const route = regularConverterRoute('men');

export const generateMetadata = route.generateMetadata;
export default route.Page;
