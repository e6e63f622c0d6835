import type { Config } from 'tailwindcss';

// Theme tokens. Loaded from app/globals.css with @config (Tailwind v4 reads content by itself).
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          200: '#bcdaff',
          500: '#2f7cf6',
          600: '#1b5fd9',
          700: '#174bb0',
          900: '#172f5e',
        },
        ink: {
          DEFAULT: '#17202e',
          muted: '#4b5565',
          soft: '#6b7280',
        },
        surface: {
          DEFAULT: '#ffffff',
          alt: '#f5f7fb',
          line: '#e3e8f0',
        },
      },
      fontFamily: {
        sans: ['var(--font-geist-sans)', 'system-ui', 'Noto Sans', 'sans-serif'],
      },
      maxWidth: {
        page: '72rem',
      },
    },
  },
};

export default config;
