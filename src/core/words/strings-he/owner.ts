// Hebrew for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Hebrew pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const heOwner: Translation<'owner'> = {
  ownerTitle: 'בקשות לעדכון על חזרה למלאי',
  ownerGroupsCaption: 'קבוצות הרשמה לעדכון על חזרה למלאי: מוצר, גרסה ומספר נרשמים',
  ownerProduct: 'מוצר',
  ownerVariant: 'גרסה',
  ownerCount: 'נרשמים',
  ownerAnyVariant: 'גרסה כלשהי',
  ownerSelectGroup: 'בחירת {product}, {variant}',
  ownerSelectAll: 'בחירת כל הקבוצות',
  ownerViewSignUps: 'הצגת הנרשמים',
  ownerSend: 'שליחת עדכון',
  ownerSendSelected: 'שליחה לקבוצות שנבחרו ({count})',
  ownerLoadingGroups:
    'קבוצות ההרשמה בטעינה… {count, plural, one {נטענה קבוצה אחת} two {נטענו שתי קבוצות} other {נטענו # קבוצות}}',
  ownerLoadedGroups:
    '{count, plural, one {נטענה קבוצת הרשמה אחת} two {נטענו שתי קבוצות הרשמה} other {נטענו # קבוצות הרשמה}}',
  ownerNoGroups: 'אין לקוחות שמחכים לחזרה של מוצר למלאי.',
  ownerLoadFailed: 'לא ניתן לטעון את הדף הבא: {message}',
  ownerRetry: 'ניסיון חוזר',
  ownerSignUpsTitle: 'נרשמים עבור {product}, {variant}',
  ownerSignUpsCaption: 'לקוחות שמחכים ל־{product}, {variant}: מוצגים {loaded} מתוך {total}',
  ownerEmail: 'מייל',
  ownerSignedUpAt: 'מועד ההרשמה',
  ownerMailingList: 'רשימת דיוור',
  ownerYes: 'כן',
  ownerNo: 'לא',
  ownerClose: 'סגירה',
  ownerConfirmOne:
    'לשלוח מייל על חזרה למלאי {count, plural, one {ללקוח אחד שמחכה} two {לשני לקוחות שמחכים} other {ל־# לקוחות שמחכים}} ל־{product}, {variant}?',
  ownerConfirmMany:
    'לשלוח מיילים על חזרה למלאי עבור {groups, plural, one {קבוצה אחת} two {שתי קבוצות} other {# קבוצות}} ({count, plural, one {לקוח אחד} two {שני לקוחות} other {# לקוחות}})?',
  ownerConfirm: 'שליחה',
  ownerCancel: 'ביטול',
  ownerSending: 'בשליחה… {done} מתוך {total, plural, one {# קבוצה} two {# קבוצות} other {# קבוצות}}',
  ownerSentSummary: 'נשלח ל־{sent} מתוך {total, plural, one {# קבוצה} two {# קבוצות} other {# קבוצות}}.',
  ownerResultSent: 'נשלח',
  ownerResultFailed: 'נכשל: {message}',
  ownerResultPending: 'ממתין',
  ownerResultSending: 'בשליחה…',
  ownerResultHeader: 'תוצאה',
  ownerActionsHeader: 'פעולות',
  ownerNotAuthorized:
    'כדי לנהל עדכונים על חזרה למלאי, יש להתחבר כבעלים של האתר (או כמנהל החנות). יש להתחבר שוב ולרענן את הדף.',
};

export default heOwner;
