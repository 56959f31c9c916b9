// A product with a custom form (additionalFieldsFormId) provides the purchase command's custom-form
// path with a collector while its button is mounted (withdrawn when it unmounts); the collector
// imports the custom form chunk (form kit, overlay) on first use. The
// chunk is fetched as soon as such a button mounts, so opening the form waits on nothing; other
// products never download it.
import { useEffect } from 'react';
import type { Services } from '../../core/store/services.ts';
import { customFormChunk } from '../shared/custom-form/custom-form-chunk.ts';

export function useCustomFormCollector(services: Services, formId: string | undefined): void {
  useEffect(() => {
    if (!formId) return;
    customFormChunk.preload();
    return services.purchase.provideCustomForm({
      collect: async (product, variant, options) =>
        (await customFormChunk.load()).collectCustomForm(services, product, variant, options),
    });
  }, [services, formId]);
}
