// Swedish for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Swedish pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const svOwner: Translation<'owner'> = {
  ownerTitle: 'Bevakningar för åter i lager',
  ownerGroupsCaption: 'Grupper av bevakningar för åter i lager: produkt, variant och antal bevakningar',
  ownerProduct: 'Produkt',
  ownerVariant: 'Variant',
  ownerCount: 'Bevakningar',
  ownerAnyVariant: 'Valfri variant',
  ownerSelectGroup: 'Välj {product}, {variant}',
  ownerSelectAll: 'Välj alla grupper',
  ownerViewSignUps: 'Visa bevakningar',
  ownerSend: 'Skicka avisering',
  ownerSendSelected: 'Skicka till valda ({count})',
  ownerLoadingGroups: 'Läser in bevakningsgrupper… {count, plural, one {# inläst} other {# inlästa}}',
  ownerLoadedGroups: '{count, plural, one {# bevakningsgrupp inläst} other {# bevakningsgrupper inlästa}}',
  ownerNoGroups: 'Ingen väntar på att en vara ska komma tillbaka i lager.',
  ownerLoadFailed: 'Det gick inte att läsa in nästa sida: {message}',
  ownerRetry: 'Försök igen',
  ownerSignUpsTitle: 'Bevakningar för {product}, {variant}',
  ownerSignUpsCaption: 'Kunder som väntar på {product}, {variant}: {loaded} av {total} visas',
  ownerEmail: 'E-post',
  ownerSignedUpAt: 'Registrerad',
  ownerMailingList: 'Nyhetsbrev',
  ownerYes: 'Ja',
  ownerNo: 'Nej',
  ownerClose: 'Stäng',
  ownerConfirmOne:
    'Skicka ett mejl om att varan finns i lager igen till {count, plural, one {# kund} other {# kunder}} som väntar på {product}, {variant}?',
  ownerConfirmMany:
    'Skicka mejl om åter i lager för {groups, plural, one {# grupp} other {# grupper}} ({count, plural, one {# kund} other {# kunder}})?',
  ownerConfirm: 'Skicka',
  ownerCancel: 'Avbryt',
  ownerSending: 'Skickar… {done} av {total, plural, one {# grupp} other {# grupper}}',
  ownerSentSummary: 'Skickat till {sent} av {total, plural, one {# grupp} other {# grupper}}.',
  ownerResultSent: 'Skickat',
  ownerResultFailed: 'Misslyckades: {message}',
  ownerResultPending: 'Väntar',
  ownerResultSending: 'Skickar…',
  ownerResultHeader: 'Resultat',
  ownerActionsHeader: 'Åtgärder',
  ownerNotAuthorized:
    'Du måste vara inloggad som ägare till den här webbplatsen (eller som butikschef) för att hantera bevakningar. Logga in igen och ladda om sidan.',
};

export default svOwner;
