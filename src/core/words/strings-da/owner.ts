// Danish for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Danish pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const daOwner: Translation<'owner'> = {
  ownerTitle: 'Beskeder om varer på lager igen',
  ownerGroupsCaption:
    'Grupper af tilmeldinger til besked om varer på lager igen: produkt, variant og antal tilmeldinger',
  ownerProduct: 'Produkt',
  ownerVariant: 'Variant',
  ownerCount: 'Tilmeldinger',
  ownerAnyVariant: 'Vilkårlig variant',
  ownerSelectGroup: 'Vælg {product}, {variant}',
  ownerSelectAll: 'Vælg alle grupper',
  ownerViewSignUps: 'Se tilmeldinger',
  ownerSend: 'Send besked',
  ownerSendSelected: 'Send til valgte ({count})',
  ownerLoadingGroups: 'Indlæser grupper af tilmeldinger… {count, plural, one {# indlæst} other {# indlæst}}',
  ownerLoadedGroups:
    '{count, plural, one {# gruppe af tilmeldinger indlæst} other {# grupper af tilmeldinger indlæst}}',
  ownerNoGroups: 'Ingen venter på, at en vare kommer på lager igen.',
  ownerLoadFailed: 'Den næste side kunne ikke indlæses: {message}',
  ownerRetry: 'Prøv igen',
  ownerSignUpsTitle: 'Tilmeldinger til {product}, {variant}',
  ownerSignUpsCaption: 'Kunder, der venter på {product}, {variant}: {loaded} af {total} vises',
  ownerEmail: 'E-mail',
  ownerSignedUpAt: 'Tilmeldt',
  ownerMailingList: 'Nyhedsbrev',
  ownerYes: 'Ja',
  ownerNo: 'Nej',
  ownerClose: 'Luk',
  ownerConfirmOne:
    'Send en e-mail om, at varen er på lager igen, til {count, plural, one {# kunde} other {# kunder}}, der venter på {product}, {variant}?',
  ownerConfirmMany:
    'Send e-mails om varer på lager igen for {groups, plural, one {# gruppe} other {# grupper}} ({count, plural, one {# kunde} other {# kunder}})?',
  ownerConfirm: 'Send',
  ownerCancel: 'Annuller',
  ownerSending: 'Sender… {done} af {total, plural, one {# gruppe} other {# grupper}}',
  ownerSentSummary: 'Sendt til {sent} af {total, plural, one {# gruppe} other {# grupper}}.',
  ownerResultSent: 'Sendt',
  ownerResultFailed: 'Mislykkedes: {message}',
  ownerResultPending: 'Venter',
  ownerResultSending: 'Sender…',
  ownerResultHeader: 'Resultat',
  ownerActionsHeader: 'Handlinger',
  ownerNotAuthorized:
    'Du skal være logget ind som ejer af dette website (eller som butiksadministrator) for at administrere beskeder om varer på lager igen. Log ind igen, og genindlæs siden.',
};

export default daOwner;
