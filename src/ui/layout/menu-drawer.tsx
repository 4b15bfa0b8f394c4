import { Accordion, Drawer } from '@mantine/core';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
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
 * drawer may first mount already open.
 */
export function MenuDrawer({ navId, configuration, opened, onClose }: MenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      position="right"
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      classNames={{ title: classes.drawerTitle, body: classes.drawerBody }}
    >
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
    </Drawer>
  );
}
