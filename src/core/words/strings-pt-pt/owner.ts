// European Portuguese, owner group: only the words that differ from Brazil's (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const ptptOwner: Partial<Translation<'owner'>> = {
  // stock, not estoque
  ownerTitle: 'Avisos de reposição de stock',
  // stock, variante
  ownerGroupsCaption:
    'Grupos de inscrições em avisos de reposição de stock: produto, variante e número de inscrições',
  // variante, not variação
  ownerVariant: 'Variante',
  // variante, not variação
  ownerAnyVariant: 'Qualquer variante',
  // a + infinitive
  ownerLoadingGroups:
    'A carregar grupos de inscrições… {count, plural, =0 {nenhum carregado} one {# carregado} many {# carregados} other {# carregados}}',
  // estar à espera, stock
  ownerNoGroups: 'Ninguém está à espera da reposição de um produto.',
  // estar à espera
  ownerSignUpsCaption: 'Clientes à espera de {product}, {variant}: {loaded} de {total} apresentados',
  // stock, estar à espera
  ownerConfirmOne:
    'Enviar o e-mail de reposição de stock a {count, plural, one {# cliente que está à espera de} many {# de clientes que estão à espera de} other {# clientes que estão à espera de}} {product}, {variant}?',
  // stock, not estoque
  ownerConfirmMany:
    'Enviar os e-mails de reposição de stock de {groups, plural, one {# grupo} many {# de grupos} other {# grupos}} ({count, plural, one {# cliente} many {# de clientes} other {# clientes}})?',
  // a + infinitive
  ownerSending: 'A enviar… {done} de {total, plural, one {# grupo} many {# de grupos} other {# grupos}}',
  // estar à espera
  ownerResultPending: 'À espera',
  // a + infinitive
  ownerResultSending: 'A enviar…',
  // gerir, iniciar sessão
  ownerNotAuthorized:
    'Para gerir os avisos de reposição de stock, tem de iniciar sessão como proprietário deste site (ou como gestor da loja). Inicie sessão novamente e recarregue esta página.',
};

export default ptptOwner;
