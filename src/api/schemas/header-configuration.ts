import * as z from 'zod/mini';

/** A link inside a header section. */
const headerLinkSchema = z.object({
  label: z.string(),
  link: z.string(),
});

/** One top-level section of the shared header navigation. */
const headerSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  links: z.array(headerLinkSchema),
});

/** A quick link shown beside the header navigation (any icon it names is not shown). */
const quickLinkSchema = z.object({
  label: z.string(),
  link: z.string(),
});

/** The thin banner under the header. */
const secondaryBannerSchema = z.object({
  message: z.string(),
  linkLabel: z.string(),
  link: z.string(),
});

/** The promotional banner inside the open menu. */
const menuBannerSchema = z.object({
  title: z.string(),
  description: z.string(),
  linkLabel: z.string(),
  link: z.string(),
});

/**
 * Header configuration (GET …/header-configuration/jcr:content.data.json), read raw. The banners
 * may be null or left out, for none; what else the answer carries is dropped.
 */
export const headerConfigurationSchema = z.object({
  hideA11yBtn: z.boolean(),
  sections: z.array(headerSectionSchema),
  'quick-links': z.array(quickLinkSchema),
  'secondary-banner': z.nullish(secondaryBannerSchema),
  'menu-banner': z.nullish(menuBannerSchema),
});

export type HeaderConfiguration = z.infer<typeof headerConfigurationSchema>;
