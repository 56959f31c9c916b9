import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteContextSchema } from '../../../core/domain/context-schema.ts';
import { createServices } from '../../../test/services.ts';
import { IslandProvider } from '../island-context.tsx';
import { useFormStrings } from './use-form-strings.ts';

describe('useFormStrings', () => {
  it('applies the page context overrides to the form group and keeps the main catalogue', () => {
    const services = createServices(
      SiteContextSchema.parse({ strings: { formSubmitting: 'Sending…', formRequired: '', quantity: 'Qty' } }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IslandProvider services={services} product={null}>
        {children}
      </IslandProvider>
    );
    const { result } = renderHook(() => useFormStrings(), { wrapper });
    expect(result.current.formSubmitting).toBe('Sending…');
    // Empty overrides are ignored, as everywhere in the catalogue.
    expect(result.current.formRequired).toBe('Required');
    expect(result.current.quantity).toBe('Qty');
    expect(result.current.likertAgree).toBe('Agree');
  });
});
