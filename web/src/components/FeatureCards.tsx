/** A grid of short cards, each an icon, a heading and a sentence (home's reasons, about's commitments). */
import { Icon, type IconName } from './Icon';

export interface FeatureCard {
  icon: IconName;
  title: string;
  text: string;
}

export function FeatureCards({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="card-grid feature-cards">
      {cards.map((card) => (
        <li key={card.title}>
          <span className="icon-tile">
            <Icon name={card.icon} size={24} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
