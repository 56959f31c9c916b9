// Italian for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Italian pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const itOwner: Translation<'owner'> = {
  ownerTitle: 'Richieste di avviso di disponibilità',
  ownerGroupsCaption:
    'Gruppi di iscrizioni agli avvisi di disponibilità: prodotto, variante e numero di iscrizioni',
  ownerProduct: 'Prodotto',
  ownerVariant: 'Variante',
  ownerCount: 'Iscrizioni',
  ownerAnyVariant: 'Qualsiasi variante',
  ownerSelectGroup: 'Seleziona {product}, {variant}',
  ownerSelectAll: 'Seleziona tutti i gruppi',
  ownerViewSignUps: 'Vedi iscrizioni',
  ownerSend: 'Invia avviso',
  ownerSendSelected: 'Invia ai selezionati ({count})',
  ownerLoadingGroups:
    'Caricamento dei gruppi di iscrizioni… {count, plural, one {# caricato} many {# caricati} other {# caricati}}',
  ownerLoadedGroups:
    '{count, plural, one {# gruppo di iscrizioni caricato} many {# di gruppi di iscrizioni caricati} other {# gruppi di iscrizioni caricati}}',
  ownerNoGroups: 'Nessun cliente è in attesa di un prodotto esaurito.',
  ownerLoadFailed: 'Impossibile caricare la pagina successiva: {message}',
  ownerRetry: 'Riprova',
  ownerSignUpsTitle: 'Iscrizioni per {product}, {variant}',
  ownerSignUpsCaption: 'Clienti in attesa di {product}, {variant}: {loaded} di {total} visualizzati',
  ownerEmail: 'Indirizzo email',
  ownerSignedUpAt: 'Data di iscrizione',
  ownerMailingList: 'Newsletter',
  ownerYes: 'Sì',
  ownerNo: 'No',
  ownerClose: 'Chiudi',
  ownerConfirmOne:
    'Inviare l’email di disponibilità {count, plural, one {al cliente in attesa} many {ai # di clienti in attesa} other {ai # clienti in attesa}} di {product}, {variant}?',
  ownerConfirmMany:
    'Inviare le email di disponibilità per {groups, plural, one {# gruppo} many {# di gruppi} other {# gruppi}} ({count, plural, one {# cliente} many {# di clienti} other {# clienti}})?',
  ownerConfirm: 'Invia',
  ownerCancel: 'Annulla',
  ownerSending:
    'Invio in corso… {done} di {total, plural, one {# gruppo} many {# di gruppi} other {# gruppi}}',
  ownerSentSummary:
    'Invio completato: {sent} di {total, plural, one {# gruppo} many {# di gruppi} other {# gruppi}}.',
  ownerResultSent: 'Inviato',
  ownerResultFailed: 'Non riuscito: {message}',
  ownerResultPending: 'In attesa',
  ownerResultSending: 'Invio…',
  ownerResultHeader: 'Esito',
  ownerActionsHeader: 'Azioni',
  ownerNotAuthorized:
    'Per gestire gli avvisi di disponibilità devi accedere come proprietario di questo sito (o come gestore del negozio). Accedi di nuovo e ricarica questa pagina.',
};

export default itOwner;
