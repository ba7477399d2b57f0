import { chosenOptionsText, type ChosenOption } from '../domain/chosenOptions';

/**
 * What a line stands for ("Flavour: Vanilla, Size: 500g"), under its name in the mini cart, the
 * cart, the checkout review, the thank-you page and the order detail (issue 14 defect 3).
 */
export function LineOptions({ options, className = 'line-options' }: { options: readonly ChosenOption[] | null | undefined; className?: string }) {
  const text = chosenOptionsText(options);
  return text ? <p className={className}>{text}</p> : null;
}
