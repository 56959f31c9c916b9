// French (France) for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on French pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const frOwner: Translation<'owner'> = {
  ownerTitle: 'Alertes de retour en stock',
  ownerGroupsCaption:
    'Groupes d’inscriptions aux alertes de retour en stock\u00a0: produit, variante et nombre d’inscriptions',
  ownerProduct: 'Produit',
  ownerVariant: 'Variante',
  ownerCount: 'Inscriptions',
  ownerAnyVariant: 'Variante indifférente',
  ownerSelectGroup: 'Sélectionner {product}, {variant}',
  ownerSelectAll: 'Sélectionner tous les groupes',
  ownerViewSignUps: 'Voir les inscriptions',
  ownerSend: 'Envoyer l’alerte',
  ownerSendSelected: 'Envoyer à la sélection ({count})',
  ownerLoadingGroups:
    'Chargement des groupes d’inscriptions… {count, plural, one {# chargé} many {# chargés} other {# chargés}}',
  ownerLoadedGroups:
    '{count, plural, one {# groupe d’inscriptions chargé} many {# de groupes d’inscriptions chargés} other {# groupes d’inscriptions chargés}}',
  ownerNoGroups: 'Personne n’attend de retour en stock.',
  ownerLoadFailed: 'Impossible de charger la page suivante\u00a0: {message}',
  ownerRetry: 'Réessayer',
  ownerSignUpsTitle: 'Inscriptions pour {product}, {variant}',
  ownerSignUpsCaption: 'Clients en attente de {product}, {variant}\u00a0: {loaded} sur {total} affichés',
  ownerEmail: 'E-mail',
  ownerSignedUpAt: 'Date d’inscription',
  ownerMailingList: 'Newsletter',
  ownerYes: 'Oui',
  ownerNo: 'Non',
  ownerClose: 'Fermer',
  ownerConfirmOne:
    'Envoyer l’e-mail de retour en stock {count, plural, one {à # client} many {à # de clients} other {à # clients}} en attente de {product}, {variant}\u202f?',
  ownerConfirmMany:
    'Envoyer les e-mails de retour en stock pour {groups, plural, one {# groupe} many {# de groupes} other {# groupes}} ({count, plural, one {# client} many {# de clients} other {# clients}})\u202f?',
  ownerConfirm: 'Envoyer',
  ownerCancel: 'Annuler',
  ownerSending:
    'Envoi en cours… {done} sur {total, plural, one {# groupe} many {# de groupes} other {# groupes}}',
  ownerSentSummary:
    'Envoi terminé\u00a0: {sent} sur {total, plural, one {# groupe} many {# de groupes} other {# groupes}}.',
  ownerResultSent: 'Envoyé',
  ownerResultFailed: 'Échec\u00a0: {message}',
  ownerResultPending: 'En attente',
  ownerResultSending: 'Envoi…',
  ownerResultHeader: 'Résultat',
  ownerActionsHeader: 'Actions',
  ownerNotAuthorized:
    'Pour gérer les alertes de retour en stock, vous devez être connecté en tant que propriétaire de ce site (ou gestionnaire de la boutique). Reconnectez-vous, puis rechargez cette page.',
};

export default frOwner;
