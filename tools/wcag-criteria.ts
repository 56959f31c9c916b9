// WCAG 2.2 success criteria at levels A and AA (4.1.1 Parsing is obsolete in 2.2 and left out),
// with what the accessibility report (tools/accessibility-doc.ts) cannot read from the tests: where
// a criterion is the host page's or the merchant's content, not an island's (Not Applicable), and
// the known limits (Partially Supports). Everything else is shown by the test titles that cite it.

export type Level = 'A' | 'AA';

export interface Criterion {
  readonly id: string;
  readonly name: string;
  readonly level: Level;
  /** Not Applicable to every component, and why. */
  readonly notApplicable?: string;
  /** Applies only to these components (Not Applicable to the others). */
  readonly onlyFor?: readonly string[];
  /** Known limits by component ('*': every component the criterion applies to). */
  readonly limits?: Readonly<Record<string, string>>;
}

const PAGE =
  "the host page's (the merchant's template: title, language, navigation, skip link); islands are fragments of it";
const NO_MEDIA = 'the islands play no prerecorded video; the audio player plays what the merchant uploads';
const FORM_ISLANDS = ['form', 'newsletter', 'restock-form', 'custom-form dialog'];

export const CRITERIA: readonly Criterion[] = [
  { id: '1.1.1', name: 'Non-text Content', level: 'A' },
  {
    id: '1.2.1',
    name: 'Audio-only and Video-only (Prerecorded)',
    level: 'A',
    onlyFor: ['audio-player'],
    limits: {
      'audio-player': 'the player has no transcript slot: a merchant puts the transcript in the page text',
    },
  },
  { id: '1.2.2', name: 'Captions (Prerecorded)', level: 'A', notApplicable: NO_MEDIA },
  {
    id: '1.2.3',
    name: 'Audio Description or Media Alternative (Prerecorded)',
    level: 'A',
    notApplicable: NO_MEDIA,
  },
  { id: '1.3.1', name: 'Info and Relationships', level: 'A' },
  { id: '1.3.2', name: 'Meaningful Sequence', level: 'A' },
  { id: '1.3.3', name: 'Sensory Characteristics', level: 'A' },
  { id: '1.4.1', name: 'Use of Color', level: 'A' },
  { id: '1.4.2', name: 'Audio Control', level: 'A', onlyFor: ['audio-player'] },
  { id: '2.1.1', name: 'Keyboard', level: 'A' },
  { id: '2.1.2', name: 'No Keyboard Trap', level: 'A' },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    notApplicable: 'no island has a single-character shortcut',
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    onlyFor: ['added popover'],
    limits: {
      'added popover':
        'it goes after 3 s, waiting while the pointer or focus is inside; its words are also announced and the cart pill keeps the count, but it cannot be reopened or its time set',
    },
  },
  { id: '2.2.2', name: 'Pause, Stop, Hide', level: 'A', onlyFor: ['audio-player', 'lightbox'] },
  { id: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A', notApplicable: 'nothing flashes' },
  { id: '2.4.1', name: 'Bypass Blocks', level: 'A', notApplicable: PAGE },
  { id: '2.4.2', name: 'Page Titled', level: 'A', notApplicable: PAGE },
  { id: '2.4.3', name: 'Focus Order', level: 'A' },
  { id: '2.4.4', name: 'Link Purpose (In Context)', level: 'A' },
  { id: '2.5.1', name: 'Pointer Gestures', level: 'A' },
  { id: '2.5.2', name: 'Pointer Cancellation', level: 'A' },
  { id: '2.5.3', name: 'Label in Name', level: 'A' },
  { id: '2.5.4', name: 'Motion Actuation', level: 'A', notApplicable: 'nothing responds to device motion' },
  { id: '3.1.1', name: 'Language of Page', level: 'A', notApplicable: PAGE },
  { id: '3.2.1', name: 'On Focus', level: 'A' },
  { id: '3.2.2', name: 'On Input', level: 'A' },
  { id: '3.2.6', name: 'Consistent Help', level: 'A', notApplicable: PAGE },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    onlyFor: [...FORM_ISLANDS, 'quantity', 'cart', 'add-to-cart'],
  },
  { id: '3.3.2', name: 'Labels or Instructions', level: 'A' },
  { id: '3.3.7', name: 'Redundant Entry', level: 'A', onlyFor: FORM_ISLANDS },
  { id: '4.1.2', name: 'Name, Role, Value', level: 'A' },
  { id: '1.2.4', name: 'Captions (Live)', level: 'AA', notApplicable: 'no live media' },
  { id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', notApplicable: NO_MEDIA },
  { id: '1.3.4', name: 'Orientation', level: 'AA' },
  { id: '1.3.5', name: 'Identify Input Purpose', level: 'AA', onlyFor: FORM_ISLANDS },
  { id: '1.4.3', name: 'Contrast (Minimum)', level: 'AA' },
  { id: '1.4.4', name: 'Resize Text', level: 'AA' },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    notApplicable: 'islands draw text as text; product images are the merchant’s',
  },
  { id: '1.4.10', name: 'Reflow', level: 'AA' },
  { id: '1.4.11', name: 'Non-text Contrast', level: 'AA' },
  { id: '1.4.12', name: 'Text Spacing', level: 'AA' },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    onlyFor: ['added popover', 'installment-message'],
  },
  { id: '2.4.5', name: 'Multiple Ways', level: 'AA', notApplicable: PAGE },
  { id: '2.4.6', name: 'Headings and Labels', level: 'AA' },
  { id: '2.4.7', name: 'Focus Visible', level: 'AA' },
  { id: '2.4.11', name: 'Focus Not Obscured (Minimum)', level: 'AA' },
  {
    id: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    notApplicable: 'nothing is dragged (the lightbox swipes and has buttons and arrow keys)',
  },
  { id: '2.5.8', name: 'Target Size (Minimum)', level: 'AA' },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    notApplicable: 'islands speak the page’s language (its catalogue)',
  },
  { id: '3.2.3', name: 'Consistent Navigation', level: 'AA', notApplicable: PAGE },
  { id: '3.2.4', name: 'Consistent Identification', level: 'AA' },
  { id: '3.3.3', name: 'Error Suggestion', level: 'AA', onlyFor: FORM_ISLANDS },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    notApplicable: 'payment and the order are the platform’s checkout; a cart can be changed until then',
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    notApplicable: 'no island signs anyone in',
  },
  { id: '4.1.3', name: 'Status Messages', level: 'AA' },
];
