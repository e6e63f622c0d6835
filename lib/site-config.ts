/** Facts about the publisher that are the same in every language. */
export const siteConfig = {
  postalAddress: 'Shoe Size Converter, 2261 Market Street #4010, San Francisco, CA 94114, USA',
  social: [
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/shoesizeconverter' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/shoesizeconverter' },
    { id: 'x', label: 'X', href: 'https://x.com/shoesizeconvert' },
    { id: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/shoesizeconverter' },
  ],
} as const;

export type SocialId = (typeof siteConfig.social)[number]['id'];
