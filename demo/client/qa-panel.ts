// The QA panel on every demo page: switch the mock platform's failure scenario and reset the
// demo data without editing code. Built with DOM APIs only (no HTML strings).
import { SCENARIO_LABELS, SCENARIOS, type Scenario } from '../../mocks/model.ts';
import { element } from './dom.ts';

interface QaPanelActions {
  readonly scenario: Scenario;
  setScenario(scenario: Scenario): void;
  reset(): void;
}

/** Mounts the panel; returns the section where the analytics log is shown. */
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
  const analytics = element('section', '', 'qa-panel__analytics');
  analytics.setAttribute('aria-label', 'Analytics received by the mock platform');
  details.append(summary, label, reset, analytics);
  panel.append(details, status);
  document.body.append(panel);
  return analytics;
}
