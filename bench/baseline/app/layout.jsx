export const metadata = { title: 'Bare Next.js page', description: 'The baseline the benchmark compares the site with.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
