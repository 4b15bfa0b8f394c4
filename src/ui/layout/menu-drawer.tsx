import { Accordion, Drawer } from '@mantine/core';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import type { HeaderConfiguration } from '../../api/schemas/header-configuration';
import { fillPlaceholders } from '../../content/placeholders';
import { SectionLinks } from './section-links';
import classes from './site-header.module.css';

interface MenuDrawerProps {
  /** The id of the menu's navigation, which the burger names in `aria-controls`. */
  navId: string;
  configuration: HeaderConfiguration;
  opened: boolean;
  onClose: () => void;
}

/**
 * The header's sections on a phone: a modal dialog (Mantine's Drawer) that keeps focus inside it
 * while it is open, its sections an accordion. Its opener returns focus itself (`onClose`), as the
 * drawer may first mount already open. It is composed from Drawer's parts so that its title bar is
 * a `div`: Mantine's `<header>` would be a second banner landmark beside the site's header.
 */
export function MenuDrawer({ navId, configuration, opened, onClose }: MenuDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} returnFocus={false} position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title className={classes.drawerTitle}>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body className={classes.drawerBody}>
          <nav id={navId} aria-label="Main menu">
            <Accordion classNames={{ control: classes.accordionControl }}>
              {configuration.sections.map((section) => (
                <Accordion.Item key={section.id} value={section.id}>
                  <Accordion.Control>{fillPlaceholders(section.title)}</Accordion.Control>
                  <Accordion.Panel>
                    <SectionLinks section={section} banner={configuration['menu-banner']} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
