import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button, Input, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Table, TableBox } from '../../ui/Table';

export interface Mode {
  type: number;
  status: number;
  url: string;
}
export interface Setting {
  key: string;
  value: string;
}
export interface Company {
  id: number;
  name: string;
  url: string;
  enabled: number;
}

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  select {
    min-block-size: ${({ theme }) => theme.density.control};
    font: inherit;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** Main mode: whether the site runs normally or as a company's main site, and where a withdrawn one sends visitors. */
export function ModeForm({ mode, busy, onSave }: { mode: Mode; busy: boolean; onSave: (m: Mode) => void }) {
  const t = useT();
  const [m, setM] = useState(mode);
  useEffect(() => setM(mode), [mode]);
  return (
    <Section aria-labelledby="console-mode">
      <h2 id="console-mode">{t('console.site.mode')}</h2>
      <Line>
        <label>
          {t('console.site.modeType')}{' '}
          <select value={m.type} onChange={(e) => setM({ ...m, type: Number(e.target.value) })}>
            <option value={1}>{t('console.site.normal')}</option>
            <option value={0}>{t('console.site.main')}</option>
          </select>
        </label>
        <label>
          {t('console.site.service')}{' '}
          <select value={m.status} onChange={(e) => setM({ ...m, status: Number(e.target.value) })}>
            <option value={1}>{t('console.site.running')}</option>
            <option value={0}>{t('console.site.withdrawn')}</option>
          </select>
        </label>
        <Input label={t('console.site.url')} value={m.url} maxLength={1024} onChange={(e) => setM({ ...m, url: e.target.value })} />
        <Button disabled={busy} onClick={() => onSave(m)}>
          {t('console.instruments.save')}
        </Button>
      </Line>
    </Section>
  );
}

/** Server settings, each editable in place (links must be https: or a path on this site; the server checks). */
export function SettingsTable({ settings, busy, onSave }: { settings: Setting[]; busy: boolean; onSave: (s: Setting) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<Record<string, string>>({});
  return (
    <Section aria-labelledby="console-settings">
      <h2 id="console-settings">{t('console.site.settings')}</h2>
      <TableBox>
        <Table>
          <tbody>
            {settings.map((s) => (
              <tr key={s.key} data-setting={s.key}>
                <td>
                  <code>{s.key}</code>
                </td>
                <td>
                  <input aria-label={s.key} value={draft[s.key] ?? s.value} maxLength={4096} onChange={(e) => setDraft({ ...draft, [s.key]: e.target.value })} />
                </td>
                <td>
                  <Button $variant="secondary" disabled={busy || draft[s.key] === undefined || draft[s.key] === s.value} onClick={() => onSave({ key: s.key, value: draft[s.key] })}>
                    {t('console.instruments.save')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </Section>
  );
}

/** Companies shown on the company pages; hiding one keeps its record. */
export function CompaniesTable({ companies, busy, onToggle }: { companies: Company[]; busy: boolean; onToggle: (c: Company) => void }) {
  const t = useT();
  return (
    <Section aria-labelledby="console-companies">
      <h2 id="console-companies">{t('console.site.companies')}</h2>
      <TableBox>
        <Table>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td>{c.url}</td>
                <td>{c.enabled ? <StatusBadge tone="ok">{t('console.site.shown')}</StatusBadge> : <StatusBadge tone="bad">{t('console.site.hidden')}</StatusBadge>}</td>
                <td>
                  <Button $variant="secondary" disabled={busy} onClick={() => onToggle(c)}>
                    {c.enabled ? t('console.site.hide') : t('console.site.show')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </Section>
  );
}
