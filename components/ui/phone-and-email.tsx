import { mailtoHref, site, telHref } from '@/content/site';
import { Icon } from './icon';

/** The company's phone and email as two list items, for the lists that show how to reach us. */
export function PhoneAndEmailItems() {
  return (
    <>
      <li>
        <Icon name="call" size={18} />
        <a href={telHref}>{site.phone}</a>
      </li>
      <li>
        <Icon name="mail" size={18} />
        <a href={mailtoHref}>{site.email}</a>
      </li>
    </>
  );
}
