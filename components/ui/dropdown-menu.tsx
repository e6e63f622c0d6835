'use client';

import clsx from 'clsx';
import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

/**
 * The header's small menus (language, account) on Radix's menu button: Enter, Space or ArrowDown
 * opens it on the first item, the arrow keys and typed letters move between items, Escape and a
 * choice close it and put the focus back on the button.
 */
export const MenuRoot = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuRadioGroup = DropdownMenu.RadioGroup;

export const menuItemClass =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The open panel, in a portal so the sticky header's stacking cannot clip it. */
export function MenuContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        className={clsx('z-50 rounded-lg border border-surface-line bg-white p-1 shadow-lg', className)}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuItem(props: DropdownMenu.DropdownMenuItemProps) {
  return <DropdownMenu.Item {...props} className={clsx(menuItemClass, props.className)} />;
}

export function MenuRadioItem(props: DropdownMenu.DropdownMenuRadioItemProps) {
  return (
    <DropdownMenu.RadioItem
      {...props}
      className={clsx(menuItemClass, 'data-[state=checked]:font-semibold data-[state=checked]:text-brand-700', props.className)}
    />
  );
}
