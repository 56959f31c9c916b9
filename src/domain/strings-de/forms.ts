// German for the form kit's group (src/domain/forms/strings.ts): its own chunk, loaded
// only on German pages that need it (src/boot/languages.ts).
import type { formStrings } from '../forms/strings.ts';
import type { Translation } from '../strings.ts';

const deForms: Translation<typeof formStrings> = {
  formSubmit: 'Absenden',
  formSubmitting: 'Wird gesendet…',
  formSaving: 'Wird gespeichert…',
  formRequired: 'Pflichtfeld',
  formRequiredMark: '(Pflichtfeld)',
  formSurveyInvalid: 'Die Umfrage ist unvollständig: Eine Pflichtfrage ist nicht beantwortet.',
  formCharacterLimit: 'Du hast die maximale Zeichenzahl überschritten.',
  formCharacterCount: '{count} / {max}',
  formEmailInvalid: 'Ungültige E-Mail-Adresse. Sie sollte das Format {email} haben.',
  formEmailExample: 'name@beispiel.de',
  formCaptchaRequired: 'Bitte löse vor dem Absenden das CAPTCHA.',
  formCaptchaLoadFailed:
    'Das CAPTCHA konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.',
  formNoticeScrollDown:
    'Beim Formular ist ein Problem aufgetreten. Bitte scrolle nach unten, um es zu prüfen.',
  formNoticeScrollUp: 'Beim Formular ist ein Problem aufgetreten. Bitte scrolle nach oben, um es zu prüfen.',
  formPartLine1: 'Adresszeile 1',
  formPartLine2: 'Adresszeile 2',
  formPartCity: 'Ort',
  formPartState: 'Bundesland',
  formPartZip: 'PLZ',
  formPartCountry: 'Land',
  formPartMonth: 'Monat',
  formPartDay: 'Tag',
  formPartYear: 'Jahr',
  formPartFirst: 'Vorname',
  formPartLast: 'Nachname',
  formPartPhoneCountry: 'Ländervorwahl',
  formPartAreacode: 'Vorwahl',
  formPartPrefix: 'Präfix',
  formPartLine: 'Rufnummer',
  formPartHour: 'Stunde',
  formPartMinute: 'Minute',
  formPartSecond: 'Sekunde',
  formPartAmpm: 'AM/PM',
  formAm: 'AM',
  formPm: 'PM',
  formErrorProcessing:
    'Beim Senden des Formulars ist ein Fehler aufgetreten. Bitte lade die Seite neu und versuche es noch einmal.',
  formErrorUnknown: 'Unbekannter Fehler, bitte versuche es später noch einmal.',
  formErrorNoKey: 'Es konnte kein Sendeschlüssel abgerufen werden, bitte versuche es später noch einmal.',
  formErrorParse: 'Die Formularfelder konnten nicht gelesen werden, bitte prüfe deine Eingaben.',
  formErrorInvalidFields: 'Mindestens ein Feld ist ungültig, bitte prüfe deine Eingaben.',
  formUnauthorized: 'Das Formular konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
  formNotConfigured: 'Dieses Formular ist noch nicht eingerichtet.',
  formRateLimited:
    'Das Formular konnte nicht gesendet werden: zu viele Anfragen. Bitte versuche es später noch einmal.',
  formSendFailed: 'Das Formular konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
  restockEmailBlank: 'Die E-Mail-Adresse darf nicht leer sein',
  restockEmailInvalid: 'Die E-Mail-Adresse ist ungültig',
  newsletterTitle: 'Newsletter abonnieren',
  newsletterEmail: 'E-Mail-Adresse',
  newsletterName: 'Name',
  newsletterSignUp: 'Anmelden',
  newsletterThanks: 'Danke für deine Anmeldung!',
  customFormSave: 'Speichern',
  customFormTitle: '{productName}',
};

export default deForms;
