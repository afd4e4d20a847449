import type { SamplePictures, SettingCheck } from '#shared/schemas/readiness.ts';
import { READINESS_TEXTS as T } from '../lib/readiness-texts.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { useOpenEntry } from './use-open-entry.ts';

/** Pictures still the shipped illustrations: a portfolio collection's count, or a page picture slot. */
export function ReadinessPictures({ pictures }: { pictures: SamplePictures[] }) {
  const { leaving, portfolio, editor } = useAdminStores();
  const openEntry = useOpenEntry();
  const openPortfolio = async (key: Extract<SamplePictures, { area: 'portfolio' }>['key']) => {
    if (!(await leaving.goTo('portfolio'))) return;
    portfolio.getState().selectService(key);
    editor.getState().setViewMode('manage');
  };
  const total = pictures.reduce((n, p) => n + (p.area === 'portfolio' ? p.count : 1), 0);
  return (
    <details className="admin-readiness-group">
      <summary>
        {T.picturesHeading} <span className="admin-readiness-count">{total}</span>
      </summary>
      <p className="admin-hint">{T.picturesHint}</p>
      <ul className="admin-readiness-list">
        {pictures.map((p) =>
          p.area === 'portfolio' ? (
            <li key={p.key}>
              <span>{T.portfolioCount(p.label, p.count)}</span>
              <button
                type="button"
                className="admin-button admin-button--outline admin-button--small"
                onClick={() => void openPortfolio(p.key)}
              >
                {T.openPortfolio(p.label)}
              </button>
            </li>
          ) : (
            <li key={p.id}>
              <span>{p.label}</span>
              <button
                type="button"
                className="admin-button admin-button--outline admin-button--small"
                aria-label={T.replacePicture(p.label)}
                onClick={() => void openEntry('pictures', p.id)}
              >
                {T.replace}
              </button>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}

/** The settings a live site needs: whether each is right, and the documentation that says how. */
export function ReadinessSettings({ settings }: { settings: SettingCheck[] }) {
  const missing = settings.filter((s) => !s.ready).length;
  return (
    <details className="admin-readiness-group" open={missing > 0}>
      <summary>
        {T.settingsHeading} <span className="admin-readiness-count">{missing}</span>
      </summary>
      <p className="admin-hint">{T.settingsHint}</p>
      <ul className="admin-readiness-list">
        {settings.map((s) => (
          <li key={s.name} data-ready={s.ready}>
            <span>
              <span>
                <strong>{T.setting[s.name]}</strong> <code>{s.name}</code>
              </span>
              <span className={`admin-badge ${s.ready ? 'admin-badge--muted' : 'admin-badge--todo'}`}>
                {s.ready ? T.ready : T.toDo}
              </span>
              <span className="admin-hint">{s.note}</span>
              <span className="admin-hint">How to set it: {s.doc}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
