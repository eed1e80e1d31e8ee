import type { ProjectType, Service } from "./value-sets";

/**
 * Which services fit each project type: an agency offering one of them is a sensible match for a
 * brief of that type. "other" says little about the work, so its list is only a loose hint.
 */
export const servicesForProjectType: Record<ProjectType, readonly Service[]> = {
  website: ["Website Development", "UI/UX Design"],
  branding: ["Branding & Design"],
  marketing: ["Digital Marketing", "PPC Advertising", "SEO Services"],
  "social-media": ["Social Media Management", "Content Creation"],
  ecommerce: ["E-commerce Development", "Website Development"],
  mobile: ["Mobile App Development"],
  other: ["Content Creation", "UI/UX Design", "Branding & Design"],
};
