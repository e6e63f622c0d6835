import { padding } from '../../generated/padding.mjs';

// As many server-rendered words as make this page's HTML the size of the site's converter page.
export default function SameSize() {
  return (
    <main>
      <h1>Same size</h1>
      {padding.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  );
}
