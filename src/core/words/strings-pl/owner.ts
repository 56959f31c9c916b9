// Polish for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Polish pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const plOwner: Translation<'owner'> = {
  ownerTitle: 'Powiadomienia o ponownej dostępności',
  ownerGroupsCaption: 'Grupy zapisów na powiadomienia o dostępności: produkt, wariant i liczba zapisów',
  ownerProduct: 'Produkt',
  ownerVariant: 'Wariant',
  ownerCount: 'Zapisy',
  ownerAnyVariant: 'Dowolny wariant',
  ownerSelectGroup: 'Zaznacz: {product}, {variant}',
  ownerSelectAll: 'Zaznacz wszystkie grupy',
  ownerViewSignUps: 'Pokaż zapisy',
  ownerSend: 'Wyślij powiadomienie',
  ownerSendSelected: 'Wyślij do zaznaczonych ({count})',
  ownerLoadingGroups:
    'Wczytywanie grup zapisów… {count, plural, one {wczytano #} few {wczytano #} many {wczytano #} other {wczytano #}}',
  ownerLoadedGroups:
    '{count, plural, one {Wczytano # grupę zapisów} few {Wczytano # grupy zapisów} many {Wczytano # grup zapisów} other {Wczytano # grupy zapisów}}',
  ownerNoGroups: 'Nikt nie czeka na ponowną dostępność produktu.',
  ownerLoadFailed: 'Nie udało się wczytać następnej strony: {message}',
  ownerRetry: 'Spróbuj ponownie',
  ownerSignUpsTitle: 'Zapisy: {product}, {variant}',
  ownerSignUpsCaption: 'Klienci czekający na {product}, {variant}: wyświetlono {loaded} z {total}',
  ownerEmail: 'E-mail',
  ownerSignedUpAt: 'Data zapisu',
  ownerMailingList: 'Newsletter',
  ownerYes: 'Tak',
  ownerNo: 'Nie',
  ownerClose: 'Zamknij',
  ownerConfirmOne:
    'Wysłać powiadomienie o dostępności do {count, plural, one {# klienta czekającego} few {# klientów czekających} many {# klientów czekających} other {# klienta czekającego}} na {product}, {variant}?',
  ownerConfirmMany:
    'Wysłać powiadomienia o dostępności dla {groups, plural, one {# grupy} few {# grup} many {# grup} other {# grupy}} ({count, plural, one {# klient} few {# klientów} many {# klientów} other {# klienta}})?',
  ownerConfirm: 'Wyślij',
  ownerCancel: 'Anuluj',
  ownerSending:
    'Wysyłanie… {done} z {total, plural, one {# grupy} few {# grup} many {# grup} other {# grupy}}',
  ownerSentSummary:
    'Wysłano do {sent} z {total, plural, one {# grupy} few {# grup} many {# grup} other {# grupy}}.',
  ownerResultSent: 'Wysłano',
  ownerResultFailed: 'Błąd: {message}',
  ownerResultPending: 'Oczekuje',
  ownerResultSending: 'Wysyłanie…',
  ownerResultHeader: 'Wynik',
  ownerActionsHeader: 'Akcje',
  ownerNotAuthorized:
    'Aby zarządzać powiadomieniami o dostępności, musisz być zalogowany jako właściciel tej witryny (lub menedżer sklepu). Zaloguj się ponownie i odśwież tę stronę.',
};

export default plOwner;
