import { NotFoundContent, notFoundMetadata } from '@/components/layout/not-found-content';

// The proxy rewrites unknown paths here with status 404, so the page can stay static.
export async function generateMetadata() {
  return notFoundMetadata();
}

export default async function PageNotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundContent />
    </main>
  );
}
