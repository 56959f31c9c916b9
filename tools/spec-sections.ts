// The headings of the product spec (SPEC.md, kept outside this repository): its nine sections and
// their subsections, so docs/spec-coverage.md can list every one of them on a fresh clone. Change
// this list when the spec's headings change.
export const SPEC_SECTIONS: readonly {
  readonly number: number;
  readonly title: string;
  readonly subsections: readonly string[];
}[] = [
  {
    number: 1,
    title: 'What the product does and for whom',
    subsections: [],
  },
  {
    number: 2,
    title: 'Screens and routes',
    subsections: [
      'Page types (numeric codes)',
      'Commerce page kinds',
      'Routes and navigation targets',
      'Other visitor-facing elements',
    ],
  },
  {
    number: 3,
    title: 'Entities and their fields',
    subsections: [
      'Shopping cart',
      'Cart entry',
      'Product / product item',
      'Variant',
      'Money',
      'Item',
      'Store settings',
      'Merchandising context per product id',
      'Restock sign-up payload',
      'Installment context per item',
      'Order (analytics)',
      'Add-to-cart event detail',
      'Subscription request',
      'Form submission',
      'Site context',
      'Content item fields read by templates',
      'Image asset',
      'Gallery options',
      'Analytics payloads',
      'Visitor cookies',
      'Enumerations',
    ],
  },
  {
    number: 4,
    title: 'States and transitions',
    subsections: [
      'Add-to-cart button',
      'Add-to-cart flow',
      'Cart pill',
      'Installment message',
      'Restock form',
      'Custom form / site form',
      'Lightbox',
      'Product derived states',
      'Comments',
      'Visit cookie',
      'Gallery vocabularies',
    ],
  },
  {
    number: 5,
    title: 'Validation rules',
    subsections: [
      'Add to cart',
      'Quantity input',
      'Custom forms',
      'Restock',
      'Address hints',
      'Editor dictionary messages',
      'Visit cookies',
      'Colours and templates',
    ],
  },
  {
    number: 6,
    title: 'Roles and permissions',
    subsections: [],
  },
  {
    number: 7,
    title: 'The calls it makes',
    subsections: [],
  },
  {
    number: 8,
    title: 'Error catalogue',
    subsections: [
      'Add to cart',
      'Cart and session',
      'Restock',
      'Forms',
      'Silent or internal',
      'Editor dictionary',
    ],
  },
  {
    number: 9,
    title: 'Business constants and limits',
    subsections: [
      'Cart and buttons',
      'Installment messages',
      'Currency and numbers',
      'Templates',
      'Gallery defaults',
      'Error reporter',
      'Analytics and cookies',
    ],
  },
];
