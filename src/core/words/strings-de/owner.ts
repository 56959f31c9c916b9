// German for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on German pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const deOwner: Translation<'owner'> = {
  ownerTitle: 'Anfragen zur Wiederverfügbarkeit',
  ownerGroupsCaption: 'Anmeldegruppen für Wiederverfügbarkeit: Produkt, Variante und Anzahl der Anmeldungen',
  ownerProduct: 'Produkt',
  ownerVariant: 'Variante',
  ownerCount: 'Anmeldungen',
  ownerAnyVariant: 'Beliebige Variante',
  ownerSelectGroup: '{product}, {variant} auswählen',
  ownerSelectAll: 'Alle Gruppen auswählen',
  ownerViewSignUps: 'Anmeldungen ansehen',
  ownerSend: 'Benachrichtigung senden',
  ownerSendSelected: 'An Auswahl senden ({count})',
  ownerLoadingGroups: 'Anmeldegruppen werden geladen… {count, plural, one {# geladen} other {# geladen}}',
  ownerLoadedGroups: '{count, plural, one {# Anmeldegruppe geladen} other {# Anmeldegruppen geladen}}',
  ownerNoGroups: 'Derzeit wartet niemand darauf, dass ein Artikel wieder verfügbar ist.',
  ownerLoadFailed: 'Die nächste Seite konnte nicht geladen werden: {message}',
  ownerRetry: 'Erneut versuchen',
  ownerSignUpsTitle: 'Anmeldungen für {product}, {variant}',
  ownerSignUpsCaption: 'Kunden, die auf {product}, {variant} warten: {loaded} von {total} angezeigt',
  ownerEmail: 'E-Mail',
  ownerSignedUpAt: 'Angemeldet am',
  ownerMailingList: 'Newsletter',
  ownerYes: 'Ja',
  ownerNo: 'Nein',
  ownerClose: 'Schließen',
  ownerConfirmOne:
    'E-Mail „Wieder verfügbar“ für {product}, {variant} an {count, plural, one {# wartenden Kunden} other {# wartende Kunden}} senden?',
  ownerConfirmMany:
    'E-Mails „Wieder verfügbar“ für {groups, plural, one {# Gruppe} other {# Gruppen}} ({count, plural, one {# Kunde} other {# Kunden}}) senden?',
  ownerConfirm: 'Senden',
  ownerCancel: 'Abbrechen',
  ownerSending: 'Wird gesendet… {done} von {total, plural, one {# Gruppe} other {# Gruppen}}',
  ownerSentSummary: '{sent} von {total, plural, one {# Gruppe} other {# Gruppen}} gesendet.',
  ownerResultSent: 'Gesendet',
  ownerResultFailed: 'Fehlgeschlagen: {message}',
  ownerResultPending: 'Wartet',
  ownerResultSending: 'Wird gesendet…',
  ownerResultHeader: 'Ergebnis',
  ownerActionsHeader: 'Aktionen',
  ownerNotAuthorized:
    'Um Benachrichtigungen zur Wiederverfügbarkeit zu verwalten, musst du als Inhaber dieser Website oder als Shop-Manager angemeldet sein. Melde dich erneut an und lade diese Seite neu.',
};

export default deOwner;
