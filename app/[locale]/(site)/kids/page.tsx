import { regularConverterRoute } from '@/components/converter/regular-converter-page';

const route = regularConverterRoute('kids');

export const generateMetadata = route.generateMetadata;
export default route.Page;
