// The custom product form (spec 4): a module, not an island. The add-to-cart island registers
// a collector that imports this chunk only when its product has a form, so the form kit and the
// overlay stay out of every other page. The cart page uses `editCartEntryForm` for an entry.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { own } from '../../../core/base/own.ts';
import type { Cart, CartEntry } from '../../../core/domain/cart-schema.ts';
import type { FormValues } from '../../../core/domain/forms/form-values.ts';
import type { Product, Variant } from '../../../core/domain/product.ts';
import type { FormCommands } from '../../../core/store/forms.ts';
import type { CustomFormCollector } from '../../../core/store/purchase.ts';
import type { Services } from '../../../core/store/services.ts';
import { fillTemplate } from '../../../core/words/strings.ts';
import type { FormDefinition, SerializedForm } from '../form/index.ts';
import { IslandRoot } from '../island-root.tsx';
import { CustomFormDialog, type CustomFormRequest } from './CustomFormDialog.tsx';

interface DialogHost {
  readonly root: Root;
  readonly element: HTMLElement;
}

const hosts = new WeakMap<Services, DialogHost>();

function hostFor(services: Services): DialogHost {
  let host = hosts.get(services);
  if (!host) {
    const element = document.createElement('div');
    element.className = 'sf-custom-form-host';
    document.body.append(element);
    host = { element, root: createRoot(element) };
    hosts.set(services, host);
  }
  return host;
}

/** Shows one request in the page's dialog; resolves with its outcome once it finishes. */
function show(
  services: Services,
  forms: FormCommands,
  request: Omit<CustomFormRequest, 'finish'>,
): Promise<string | undefined> {
  const host = hostFor(services);
  const render = (current: CustomFormRequest | undefined) =>
    host.root.render(
      // Its own id prefix: the dialog's ids never meet an island's.
      createElement(
        IslandRoot,
        { idPrefix: 'sf-custom-form-', hydrating: false },
        createElement(CustomFormDialog, {
          request: current,
          strings: forms.strings,
          answers: forms.answers,
        }),
      ),
    );
  return new Promise((resolve) => {
    let done = false;
    render({
      ...request,
      finish(answers) {
        if (done) return;
        done = true;
        render(undefined);
        resolve(answers);
      },
    });
  });
}

/** Typed answers as JSON text: the same map of field id to sanitised value a site form sends. */
function answersText(form: SerializedForm): string {
  return JSON.stringify(form);
}

/** JSON text of earlier answers back into form values; undefined when unreadable. */
export function valuesFromAnswers(text: unknown): FormValues | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as FormValues)
      : undefined;
  } catch {
    return undefined;
  }
}

async function definitionFor(forms: FormCommands, formId: string): Promise<FormDefinition> {
  return forms.loadProductForm(formId);
}

/**
 * Opens a product's custom form before purchase; resolves with the answers as JSON text, or
 * undefined when the shopper closed it. Rejects (with 'Unable to open form') when it cannot show.
 */
export async function collectCustomForm(
  services: Services,
  product: Product,
  variant: Variant,
  options?: { readonly submitLabel?: string },
): Promise<string | undefined> {
  const formId = product.additionalFieldsFormId;
  if (!formId) return undefined;
  const forms = await services.forms.load();
  const definition = await forms.loadProductForm(formId, product.additionalFieldsForm);
  const answersKey = `product:${product.id}`;
  const event = { formId, itemId: product.id, product, variant, sku: variant.sku };
  services.emit('custom-form-open', event);
  services.emit('overlay-open', { kind: 'custom-form', id: formId });
  const outcome = await show(services, forms, {
    title: fillTemplate(forms.strings.customFormTitle, { productName: product.name }),
    definition,
    answersKey,
    initialValues: own(forms.answers.getState().answers, answersKey),
    // Saving this form is the add: its button says the add-to-cart words.
    submitLabel: options?.submitLabel,
    // The platform checks the answers first (as it does a site form's); only then do they go
    // with the add. Its per-field messages show in the dialog, nothing typed is lost.
    save: async (form) => {
      const checked = await forms.validate(formId, form);
      return checked.ok ? { ok: true, answers: answersText(form) } : checked;
    },
  });
  if (outcome !== undefined) services.emit('custom-form-save', event);
  return outcome;
}

/** The collector the purchase command calls; the add-to-cart island registers a lazy one. */
export function customFormCollector(services: Services): CustomFormCollector {
  return {
    collect: (product, variant, options) => collectCustomForm(services, product, variant, options),
  };
}

export interface EntryFormOptions {
  readonly entry: CartEntry;
  /** The product's additionalFieldsFormId (the cart page knows its products). */
  readonly formId: string;
  /** The dialog's title; defaults to the entry's title. */
  readonly productName?: string | undefined;
}

/**
 * Opens a cart entry's answers in the same dialog (spec 7: PUT .../entries/{id}/additionalFields).
 * Resolves with the updated cart after a save, undefined when closed. A failed save keeps the
 * dialog open with 'Unable to update form' and nothing typed lost; a form that cannot be shown
 * rejects with 'Unable to open form'.
 */
export async function editCartEntryForm(
  services: Services,
  options: EntryFormOptions,
): Promise<Cart | undefined> {
  const { entry, formId } = options;
  const forms = await services.forms.load();
  const definition = await definitionFor(forms, formId);
  const answersKey = `entry:${entry.id}`;
  const event = { formId, itemId: entry.itemId, sku: entry.chosenVariant?.sku, entryId: entry.id };
  services.emit('custom-form-open', event);
  services.emit('overlay-open', { kind: 'custom-form', id: formId });
  let updated: Cart | undefined;
  const outcome = await show(services, forms, {
    title: fillTemplate(forms.strings.customFormTitle, {
      productName: options.productName ?? entry.title ?? '',
    }),
    definition,
    answersKey,
    initialValues:
      own(forms.answers.getState().answers, answersKey) ??
      valuesFromAnswers((entry as { additionalFields?: unknown }).additionalFields),
    save: async (form) => {
      const checked = await forms.validate(formId, form);
      if (!checked.ok) return checked;
      const answers = answersText(form);
      try {
        updated = await services.cart.getState().updateEntryFields(entry.id, answers);
        return { ok: true, answers };
      } catch {
        return { ok: false, message: forms.strings.unableToUpdateForm };
      }
    },
  });
  if (outcome === undefined) return undefined;
  services.emit('custom-form-save', event);
  forms.answers.getState().forget(answersKey);
  return updated;
}
