// French (fr, fr-CA, fr-FR…) for the main catalogue (src/core/domain/
// strings.ts). `Translation` makes every English key required here, so a new string cannot be
// forgotten. Its own chunk: loaded only on pages whose site language is French (languages.ts).
import type { Translation } from '../string-groups.ts';

const frMain: Translation<'main'> = {
  addToCart: 'Ajouter au panier',
  subscribe: 'S’abonner',
  adding: 'Ajout en cours…',
  added: 'Ajouté\u202f!',
  selectOption: 'Choisir une option',
  soldOut: 'Épuisé',
  soldOutMark: 'épuisé',
  saleMark: 'solde',
  fromPrice: 'à partir de {fromPrice}',
  salePriceLabel: 'Prix soldé\u202f:',
  originalPriceLabel: 'Prix initial\u202f:',
  quantity: 'Quantité',
  quickView: 'Aperçu rapide',
  selectVariant: 'Choisir {variantName}',
  unavailable: 'Indisponible',
  cartPillLabel: '{count} articles dans le panier, sous-total {subtotal}',
  'cartPillLabel#many': '{count} d’articles dans le panier, sous-total {subtotal}',
  cartPillLabelOne: '{count} article dans le panier, sous-total {subtotal}',
  cartPillOverflow: '100+',
  cartPillOverflowLabel: 'Plus de 100 articles dans le panier',
  cartPillWithSubtotal: '{items}, sous-total {subtotal}',
  addedPopover: '{productName} a été ajouté à votre panier.',
  close: 'Fermer',
  cartNotifications: 'Notifications du panier',
  viewCart: 'Voir le panier',
  addedSubtotal: 'Sous-total du panier\u202f: {subtotal}',
  addedQuantity: 'Qté {quantity}',
  selectOneOption: 'Veuillez choisir l’option {option}.',
  selectTwoOptions: 'Veuillez choisir les options {option1} et {option2}.',
  selectManyOptions: 'Veuillez choisir les options {options} et {lastOption}.',
  selectDenomination: 'Choisissez un montant pour la carte-cadeau',
  variantUnavailable: 'Désolé, cette variante n’est pas disponible. Veuillez en choisir une autre.',
  outOfStock: 'Désolé, nous n’avons pas assez de cet article en stock.',
  quantityNotANumber: 'La quantité doit être un nombre.',
  quantityNotWhole: 'La quantité doit être un nombre entier',
  quantityOutOfRange: 'La quantité doit être comprise entre {min} et {max}.',
  quantityCartLimit:
    'Votre panier contient déjà {inCart} exemplaires de cet article, et une ligne du panier en accepte au plus {max}.',
  variantValueSoldOut: '{value} (épuisé)',
  unableToAddItem: 'Impossible d’ajouter l’article',
  unableToPurchaseItem: 'Impossible d’acheter l’article',
  unableToPurchaseGiftCard: 'Impossible d’acheter la carte-cadeau',
  sessionExpired: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
  enableCookies: 'Veuillez activer les cookies dans votre navigateur, recharger la page et réessayer.',
  expressCheckoutNoCookie:
    'Votre session a expiré ou les cookies sont désactivés. Nous ne pouvons pas passer au paiement.',
  rateLimited: 'Veuillez réessayer dans quelques secondes.',
  unableToOpenForm: 'Impossible d’ouvrir le formulaire',
  checkConnection: 'Veuillez vérifier votre connexion Internet.',
  tryAgain: 'Veuillez réessayer.',
};

export default frMain;
