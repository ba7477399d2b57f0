import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/usePageMeta';
import { HomeBlock } from './HomeBlock';
import { HomeHero } from './HomeHero';
import { HOME_BLOCKS } from './homeQueries';

export default function HomePage() {
  const { t } = useTranslation();
  usePageMeta(undefined, t('home.metaDescription'));
  return (
    <div className="home">
      <HomeHero />
      {HOME_BLOCKS.map((b, i) => (
        <HomeBlock key={b.id} id={b.id} flag={b.flag} titleKey={b.titleKey} eagerCount={i === 0 ? 2 : 0} />
      ))}
    </div>
  );
}
