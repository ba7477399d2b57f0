import { Link } from './Link';
import { viewPath } from '../lib/config';

interface Props {
  className: string;
  title: string;
  text: string;
  /** The label of the way back to the home page. */
  homeLabel: string;
  /** A full page load instead of a client-side navigation (after an error it is the most reliable). */
  reload?: boolean;
  as?: 'section' | 'div';
}

/** A page that only says something: a heading, one text and a button back to the home page. */
export function MessagePage({ className, title, text, homeLabel, reload = false, as: Tag = 'section' }: Props) {
  return (
    <Tag className={className}>
      <h1>{title}</h1>
      <p>{text}</p>
      {reload ? (
        <a className="button" href={viewPath('/')}>
          {homeLabel}
        </a>
      ) : (
        <Link className="button" to="/">
          {homeLabel}
        </Link>
      )}
    </Tag>
  );
}
