import type { Category } from '@contract/catalogue';
import { Link } from '@tanstack/react-router';

interface Props {
  category: Category;
  /** Domain term and temporary domain-only item carried on to the products screen. */
  d: string | undefined;
  tid: string | undefined;
}

export function CategoryCard({ category, d, tid }: Props) {
  return (
    <article className="card category-card">
      <h2 className="card-title">
        <Link to="/products/$slug" params={{ slug: category.slug }} search={{ d, tid }}>
          {category.name}
        </Link>
      </h2>
      {category.description ? <p className="card-text">{category.description}</p> : null}
    </article>
  );
}
