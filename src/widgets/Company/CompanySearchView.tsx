import { styled } from 'styled-components';
import type { Company } from '../../core';
import { useT } from '../provider';
import { cardSurface } from '../ui/Card';
import { Input } from '../ui/Input';
import { Skeleton } from '../ui/Skeleton';
import { VisuallyHidden } from '../ui/VisuallyHidden';

export interface CompanySearchViewProps {
  query: string;
  results: Company[];
  status: 'loading' | 'ready' | 'error';
  /** The company stored in the cookie. */
  selectedId: number | null;
  onQueryChange: (q: string) => void;
  onSelect: (company: Company) => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
  outline: ${({ theme, $selected }) => ($selected ? `2px solid ${theme.colors.primary}` : 'none')};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Logo = styled.img`
  flex: none;
  inline-size: 44px;
  block-size: 44px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 44px;
  block-size: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-weight: 700;
`;

const Name = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Choose = styled.button<{ $selected: boolean }>`
  flex: none;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.primary)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
`;

const safeUrl = (u: string) => (/^https?:\/\//i.test(u) ? u : '');

/** Main-mode search (docs/product.md#users-and-modes): service-provider companies instead of trading pairs; a choice is remembered. */
export function CompanySearchView(p: CompanySearchViewProps) {
  const t = useT();
  return (
    <Stack>
      <Input
        label={t('content.companySearchLabel')}
        type="search"
        value={p.query}
        placeholder={t('content.companySearchPlaceholder')}
        onChange={(e) => p.onQueryChange(e.target.value)}
        autoComplete="off"
      />
      {p.status === 'loading' ? (
        <div role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} $height="120px" style={{ marginBlockEnd: 8, borderRadius: 14 }} />
          ))}
        </div>
      ) : p.status === 'error' ? (
        <Notice role="alert">{t('common.requestFailed')}</Notice>
      ) : p.results.length === 0 ? (
        <Notice>{t('msg.noData')}</Notice>
      ) : (
        <List aria-label={t('content.companySearchTitle')}>
          {p.results.map((c) => {
            const selected = c.id === p.selectedId;
            const url = safeUrl(c.url);
            return (
              <li key={c.id}>
                <Card $selected={selected} aria-labelledby={`pipkit-company-${c.id}`}>
                  <Head>
                    {safeUrl(c.logo) ? <Logo src={c.logo} alt="" /> : <Initial aria-hidden="true">{c.name.slice(0, 1)}</Initial>}
                    <Name id={`pipkit-company-${c.id}`}>{c.name}</Name>
                    <Choose
                      type="button"
                      $selected={selected}
                      aria-pressed={selected}
                      onClick={() => p.onSelect(c)}
                    >
                      {selected ? t('content.companyChosen') : t('content.companySelect')}
                      <VisuallyHidden> {c.name}</VisuallyHidden>
                    </Choose>
                  </Head>
                  <Fields>
                    {c.subject && (
                      <>
                        <dt>{t('content.companySubject')}</dt>
                        <dd>{c.subject}</dd>
                      </>
                    )}
                    {c.registered_address && (
                      <>
                        <dt>{t('content.companyAddress')}</dt>
                        <dd>{c.registered_address}</dd>
                      </>
                    )}
                    {c.location && (
                      <>
                        <dt>{t('content.companyLocation')}</dt>
                        <dd>{c.location}</dd>
                      </>
                    )}
                    {c.email && (
                      <>
                        <dt>{t('content.companyEmail')}</dt>
                        <dd>
                          <Ltr>{c.email}</Ltr>
                        </dd>
                      </>
                    )}
                    {url && (
                      <>
                        <dt>{t('content.companyWebsite')}</dt>
                        <dd>
                          <a href={url} target="_blank" rel="noopener noreferrer">
                            <Ltr>{url.replace(/^https?:\/\//i, '')}</Ltr>
                          </a>
                        </dd>
                      </>
                    )}
                  </Fields>
                </Card>
              </li>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
