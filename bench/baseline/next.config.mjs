import path from 'node:path';

// The bare app resolves next, react and react-dom from the project's own node_modules, so Turbopack's
// root is the project.
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
};

export default nextConfig;
