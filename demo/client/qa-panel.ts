// The QA panel on every demo page: switch the mock platform's failure scenario and reset the
// demo data without editing code. Built with DOM APIs only (no HTML strings).
import { SCENARIO_LABELS, SCENARIOS, type Scenario } from '../../mocks/model.ts';

export interface QaPanelActions {
  readonly scenario: Scenario;
  setScenario(scenario: Scenario): void;
  reset(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
  className = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function mountQaPanel(actions: QaPanelActions): HTMLElement {
  const panel = element('aside', '', 'qa-panel');
  panel.setAttribute('aria-label', 'QA tools');
  const details = element('details');
  const summary = element('summary', 'QA');
  const label = element('label', 'Mock platform scenario ');
  const select = element('select');
  select.name = 'scenario';
  for (const scenario of SCENARIOS) {
    const option = element('option', SCENARIO_LABELS[scenario]);
    option.value = scenario;
    option.selected = scenario === actions.scenario;
    select.append(option);
  }
  select.addEventListener('change', () => actions.setScenario(select.value as Scenario));
  label.append(select);
  const reset = element('button', 'Reset demo data');
  reset.type = 'button';
  reset.addEventListener('click', () => {
    actions.reset();
    location.reload();
  });
  const status = element('p', '', 'qa-panel__status');
  status.textContent =
    actions.scenario === 'none' ? '' : `Scenario active: ${SCENARIO_LABELS[actions.scenario]}`;
  details.append(summary, label, reset);
  panel.append(details, status);
  document.body.append(panel);
  return panel;
}
