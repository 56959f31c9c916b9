import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteContextSchema } from '../../core/domain/context-schema.ts';
import type { IslandStringGroup } from '../../core/words/string-groups.ts';
import { wishlistStrings } from '../../core/words/strings-on-demand.ts';
import { createServices } from '../../test/services.ts';
import { defineWidget, noOptions } from './contract.ts';
import { IslandProvider } from './island-context.tsx';
import { useStringGroup } from './use-string-group.ts';

function Words() {
  return <p>{useStringGroup(wishlistStrings).wishlistAdd}</p>;
}

function renderIn(strings: readonly IslandStringGroup[]) {
  const context = SiteContextSchema.parse({ website: { id: 'site-us', language: 'fr-FR' } });
  const services = createServices(
    context,
    {},
    {
      locale: 'fr-FR',
      main: {},
      load: () => Promise.resolve(),
      translation: (group) => (group === 'restock' ? { wishlistAdd: 'Ajouter' } : {}),
    },
  );
  const island = defineWidget({
    name: 'words',
    scope: 'page',
    strings,
    parseOptions: noOptions,
    Component: Words,
  });
  render(
    <IslandProvider services={services} product={null}>
      {island.prepare({ attributes: {}, json: undefined })}
    </IslandProvider>,
  );
}

describe('useStringGroup', () => {
  it('reads the groups the island definition declares', () => {
    renderIn(['restock']);
    expect(screen.getByText('Ajouter')).toBeTruthy();
  });

  it('reads no translation of a group the definition does not declare', () => {
    renderIn(['overlays']);
    expect(screen.getByText('Add to wishlist')).toBeTruthy();
  });
});
