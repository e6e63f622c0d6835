import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * What notFound() shows inside the site's header and footer once the browser renders it (a blog post
 * deleted after the proxy looked it up, an in-app navigation): the same page as every other 404.
 */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
