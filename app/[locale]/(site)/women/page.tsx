import { regularConverterRoute } from '@/components/converter/regular-converter-page';

const route = regularConverterRoute('women');

export const generateMetadata = route.generateMetadata;
export default route.Page;
