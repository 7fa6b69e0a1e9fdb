import { Fragment } from 'react';
import { styled } from 'styled-components';
import { formatNumber } from '../../../core';
import { useT } from '../../../widgets/provider/useT';
import { when } from '../../core/format';

/** GET /admin/api/dashboard's `system`: whether trading can work, as the answering server sees it. */
export interface SystemStatus {
  role: 'all' | 'gateway';
  database: 'sqlite' | 'postgresql';
  engines: { leader: { name: string; heartbeat_ms: number } | null; standbys: number } | null;
  bus: { connected: boolean; since: string | null } | null;
  gateways: number | null;
  last_price_ms: number | null;
  /** The manual feed's archive: how far behind the newest price (null: nothing written yet); null with the simulator. */
  archive: { behind_ms: number | null } | null;
}

/** A leader checks its lease every LEASE_POLL_MS (500 ms by default): a check this old means it is stuck or gone. */
const LATE_CHECK_MS = 5000;
/** The archive writes every 5 s: three missed writes mean it is failing (the server logs why). */
const ARCHIVE_LATE_MS = 15_000;

type Tone = 'ok' | 'late' | 'bad';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Value = styled.dd<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : $tone === 'late' ? theme.colors.warning : theme.colors.text)};
  font-weight: ${({ $tone }) => ($tone === 'ok' ? 'normal' : 600)};
`;

const seconds = (ms: number) => formatNumber(ms / 1000, { maximumFractionDigits: 1 });

/**
 * Where the engine runs and whether it answers, the gateways and this one's bus, the newest price's age, and with the
 * manual feed whether the market archive keeps up.
 */
export function SystemView({ system }: { system: SystemStatus }) {
  const t = useT();
  const { engines, bus } = system;
  const rows: [string, string, Tone][] = [];
  if (!engines) rows.push([t('console.dashboard.engine'), t('console.dashboard.engineHere'), 'ok']);
  else if (!engines.leader) rows.push([t('console.dashboard.engine'), t('console.dashboard.noLeader'), 'bad']);
  else {
    const late = engines.leader.heartbeat_ms > LATE_CHECK_MS;
    rows.push([t('console.dashboard.engine'), t('console.dashboard.engineLeader', { name: engines.leader.name, seconds: seconds(engines.leader.heartbeat_ms) }), late ? 'late' : 'ok']);
  }
  if (engines) rows.push([t('console.dashboard.standbys'), formatNumber(engines.standbys), engines.standbys === 0 ? 'late' : 'ok']);
  if (system.gateways !== null) rows.push([t('console.dashboard.gateways'), formatNumber(system.gateways), 'ok']);
  if (bus) rows.push([t('console.dashboard.bus'), bus.connected ? t('console.dashboard.busUp') : t('console.dashboard.busDown', { time: when(bus.since) }), bus.connected ? 'ok' : 'bad']);
  rows.push([t('console.dashboard.newestPrice'), system.last_price_ms === null ? t('console.dashboard.noPrice') : t('console.dashboard.secondsAgo', { seconds: seconds(system.last_price_ms) }), 'ok']);
  if (system.archive) {
    const behind = system.archive.behind_ms;
    const label = t('console.dashboard.archive');
    if (behind === null) rows.push([label, t('console.dashboard.archiveEmpty'), 'late']);
    else if (behind > ARCHIVE_LATE_MS) rows.push([label, t('console.dashboard.archiveBehind', { seconds: seconds(behind) }), 'bad']);
    else rows.push([label, t('console.dashboard.archiveCurrent'), 'ok']);
  }
  return (
    <List>
      {rows.map(([label, value, tone]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <Value $tone={tone}>{value}</Value>
        </Fragment>
      ))}
    </List>
  );
}
