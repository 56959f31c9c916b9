// Brazilian Portuguese for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Brazilian Portuguese pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const ptbrOwner: Translation<'owner'> = {
  ownerTitle: 'Avisos de volta ao estoque',
  ownerGroupsCaption:
    'Grupos de inscrições em avisos de volta ao estoque: produto, variação e número de inscrições',
  ownerProduct: 'Produto',
  ownerVariant: 'Variação',
  ownerCount: 'Inscrições',
  ownerAnyVariant: 'Qualquer variação',
  ownerSelectGroup: 'Selecionar {product}, {variant}',
  ownerSelectAll: 'Selecionar todos os grupos',
  ownerViewSignUps: 'Ver inscrições',
  ownerSend: 'Enviar aviso',
  ownerSendSelected: 'Enviar para os selecionados ({count})',
  ownerLoadingGroups:
    'Carregando grupos de inscrições… {count, plural, =0 {nenhum carregado} one {# carregado} many {# carregados} other {# carregados}}',
  ownerLoadedGroups:
    '{count, plural, one {# grupo de inscrições carregado} many {# de grupos de inscrições carregados} other {# grupos de inscrições carregados}}',
  ownerNoGroups: 'Ninguém está aguardando a volta de um produto ao estoque.',
  ownerLoadFailed: 'Não foi possível carregar a próxima página: {message}',
  ownerRetry: 'Tentar novamente',
  ownerSignUpsTitle: 'Inscrições para {product}, {variant}',
  ownerSignUpsCaption: 'Clientes aguardando {product}, {variant}: {loaded} de {total} exibidos',
  ownerEmail: 'E-mail',
  ownerSignedUpAt: 'Data de inscrição',
  ownerMailingList: 'Newsletter',
  ownerYes: 'Sim',
  ownerNo: 'Não',
  ownerClose: 'Fechar',
  ownerConfirmOne:
    'Enviar o e-mail de volta ao estoque para {count, plural, one {# cliente que aguarda} many {# de clientes que aguardam} other {# clientes que aguardam}} {product}, {variant}?',
  ownerConfirmMany:
    'Enviar os e-mails de volta ao estoque de {groups, plural, one {# grupo} many {# de grupos} other {# grupos}} ({count, plural, one {# cliente} many {# de clientes} other {# clientes}})?',
  ownerConfirm: 'Enviar',
  ownerCancel: 'Cancelar',
  ownerSending: 'Enviando… {done} de {total, plural, one {# grupo} many {# de grupos} other {# grupos}}',
  ownerSentSummary:
    'Envio concluído: {sent} de {total, plural, one {# grupo} many {# de grupos} other {# grupos}}.',
  ownerResultSent: 'Enviado',
  ownerResultFailed: 'Falhou: {message}',
  ownerResultPending: 'Aguardando',
  ownerResultSending: 'Enviando…',
  ownerResultHeader: 'Resultado',
  ownerActionsHeader: 'Ações',
  ownerNotAuthorized:
    'Para gerenciar os avisos de volta ao estoque, você precisa entrar como proprietário deste site (ou como gerente da loja). Entre novamente e recarregue esta página.',
};

export default ptbrOwner;
