// Norwegian (Bokmål) for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Norwegian pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const nbOwner: Translation<'owner'> = {
  ownerTitle: 'Varsler om varer tilbake på lager',
  ownerGroupsCaption: 'Grupper av påmeldinger til lagervarsel: produkt, variant og antall påmeldinger',
  ownerProduct: 'Produkt',
  ownerVariant: 'Variant',
  ownerCount: 'Påmeldinger',
  ownerAnyVariant: 'Valgfri variant',
  ownerSelectGroup: 'Velg {product}, {variant}',
  ownerSelectAll: 'Velg alle grupper',
  ownerViewSignUps: 'Se påmeldinger',
  ownerSend: 'Send varsel',
  ownerSendSelected: 'Send til valgte ({count})',
  ownerLoadingGroups:
    'Laster inn grupper av påmeldinger… {count, plural, one {# lastet inn} other {# lastet inn}}',
  ownerLoadedGroups:
    '{count, plural, one {# gruppe av påmeldinger lastet inn} other {# grupper av påmeldinger lastet inn}}',
  ownerNoGroups: 'Ingen venter på at en vare skal komme tilbake på lager.',
  ownerLoadFailed: 'Kunne ikke laste inn neste side: {message}',
  ownerRetry: 'Prøv igjen',
  ownerSignUpsTitle: 'Påmeldinger for {product}, {variant}',
  ownerSignUpsCaption: 'Kunder som venter på {product}, {variant}: {loaded} av {total} vises',
  ownerEmail: 'E-post',
  ownerSignedUpAt: 'Påmeldt',
  ownerMailingList: 'Nyhetsbrev',
  ownerYes: 'Ja',
  ownerNo: 'Nei',
  ownerClose: 'Lukk',
  ownerConfirmOne:
    'Sende e-post om at varen er tilbake på lager til {count, plural, one {# kunde} other {# kunder}} som venter på {product}, {variant}?',
  ownerConfirmMany:
    'Sende e-post om varer tilbake på lager for {groups, plural, one {# gruppe} other {# grupper}} ({count, plural, one {# kunde} other {# kunder}})?',
  ownerConfirm: 'Send',
  ownerCancel: 'Avbryt',
  ownerSending: 'Sender… {done} av {total, plural, one {# gruppe} other {# grupper}}',
  ownerSentSummary: 'Sendt til {sent} av {total, plural, one {# gruppe} other {# grupper}}.',
  ownerResultSent: 'Sendt',
  ownerResultFailed: 'Mislyktes: {message}',
  ownerResultPending: 'Venter',
  ownerResultSending: 'Sender…',
  ownerResultHeader: 'Resultat',
  ownerActionsHeader: 'Handlinger',
  ownerNotAuthorized:
    'Du må være logget inn som eier av dette nettstedet (eller som butikksjef) for å administrere lagervarsler. Logg inn på nytt og last inn siden igjen.',
};

export default nbOwner;
