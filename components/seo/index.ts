export { Breadcrumbs, type BreadcrumbsProps } from "./breadcrumbs";
export { Faq, type FaqItem, type FaqProps } from "./faq";
export { JsonLd, serializeJsonLd } from "./json-ld";
export {
  absoluteUrl,
  breadcrumbListSchema,
  breadcrumbTrail,
  faqPageSchema,
  nodeText,
  webApplicationSchema,
  type BreadcrumbItem,
  type FaqEntry,
  type JsonLdObject,
  type WebApplicationOptions,
} from "@/lib/seo/structured-data";
