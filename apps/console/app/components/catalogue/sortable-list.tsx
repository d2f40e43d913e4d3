import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy, rectSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/** What a sortable item renders: its drag handle's props and the Move up/down steps for phones and keyboards. */
export interface SortHandle {
  handle: Record<string, unknown>;
  moveUp?: () => void;
  moveDown?: () => void;
  dragging: boolean;
}

function Sortable({ id, children }: { id: number; children: (handle: Omit<SortHandle, 'moveUp' | 'moveDown'>) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={isDragging ? 'relative z-10' : ''}>
      {children({ handle: { ...attributes, ...listeners }, dragging: isDragging })}
    </li>
  );
}

/**
 * A list the reseller reorders by dragging (mouse, touch, or the keyboard: space, arrows, space)
 * or with Move up/down buttons; `onOrder` gets the new order of ids once, when a move ends.
 */
export function SortableList<T extends { id: number }>({ items, onOrder, render, grid = false, label }: {
  items: readonly T[];
  onOrder: (ids: number[]) => void;
  render: (item: T, handle: SortHandle, index: number) => ReactNode;
  grid?: boolean;
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const move = (from: number, to: number) => onOrder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul aria-label={label} className={grid ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2' : 'divide-y divide-slate-100'}>
          {items.map((item, index) => (
            <Sortable key={item.id} id={item.id}>
              {({ handle, dragging }) => render(item, {
                handle, dragging,
                ...(index > 0 ? { moveUp: () => move(index, index - 1) } : {}),
                ...(index < items.length - 1 ? { moveDown: () => move(index, index + 1) } : {}),
              }, index)}
            </Sortable>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
