import { ServiceCard, type ServiceCardData } from './service-card';
import styles from './service-grid.module.css';

export function ServiceGrid({ cards }: { cards: readonly ServiceCardData[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title}>
          <ServiceCard {...card} />
        </li>
      ))}
    </ul>
  );
}
