// Dutch for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Dutch pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const nlOwner: Translation<'owner'> = {
  ownerTitle: 'Voorraadmeldingen',
  ownerGroupsCaption: 'Groepen aanmeldingen voor voorraadmeldingen: product, variant en aantal aanmeldingen',
  ownerProduct: 'Product',
  ownerVariant: 'Variant',
  ownerCount: 'Aanmeldingen',
  ownerAnyVariant: 'Elke variant',
  ownerSelectGroup: '{product}, {variant} selecteren',
  ownerSelectAll: 'Alle groepen selecteren',
  ownerViewSignUps: 'Aanmeldingen bekijken',
  ownerSend: 'Melding versturen',
  ownerSendSelected: 'Naar selectie versturen ({count})',
  ownerLoadingGroups: 'Groepen aanmeldingen laden… {count, plural, one {# geladen} other {# geladen}}',
  ownerLoadedGroups:
    '{count, plural, one {# groep aanmeldingen geladen} other {# groepen aanmeldingen geladen}}',
  ownerNoGroups: 'Niemand wacht op een product dat weer op voorraad komt.',
  ownerLoadFailed: 'Kan de volgende pagina niet laden: {message}',
  ownerRetry: 'Opnieuw proberen',
  ownerSignUpsTitle: 'Aanmeldingen voor {product}, {variant}',
  ownerSignUpsCaption: 'Klanten die wachten op {product}, {variant}: {loaded} van {total} getoond',
  ownerEmail: 'E-mail',
  ownerSignedUpAt: 'Aangemeld op',
  ownerMailingList: 'Nieuwsbrief',
  ownerYes: 'Ja',
  ownerNo: 'Nee',
  ownerClose: 'Sluiten',
  ownerConfirmOne:
    'Voorraadmelding mailen naar {count, plural, one {# klant die wacht} other {# klanten die wachten}} op {product}, {variant}?',
  ownerConfirmMany:
    'Voorraadmeldingen versturen voor {groups, plural, one {# groep} other {# groepen}} ({count, plural, one {# klant} other {# klanten}})?',
  ownerConfirm: 'Versturen',
  ownerCancel: 'Annuleren',
  ownerSending: 'Bezig met versturen… {done} van {total, plural, one {# groep} other {# groepen}}',
  ownerSentSummary: '{sent} van {total, plural, one {# groep} other {# groepen}} verstuurd.',
  ownerResultSent: 'Verstuurd',
  ownerResultFailed: 'Mislukt: {message}',
  ownerResultPending: 'In de wachtrij',
  ownerResultSending: 'Bezig met versturen…',
  ownerResultHeader: 'Resultaat',
  ownerActionsHeader: 'Acties',
  ownerNotAuthorized:
    'Om voorraadmeldingen te beheren, moet je ingelogd zijn als eigenaar van deze site (of als winkelbeheerder). Log opnieuw in en laad deze pagina opnieuw.',
};

export default nlOwner;
