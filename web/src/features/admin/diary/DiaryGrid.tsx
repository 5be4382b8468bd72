/**
 * The diary as a table: a column per day (headed by the day, with its day sheet in the week),
 * a row per half hour (headed by its time), the bookings as cards, and a line at the current time.
 * A card dragged with a mouse or finger and dropped on another half hour asks to move it there
 * (the drop is confirmed in the move dialog); the keyboard moves with each card's 'Move…'.
 */
import { useId, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { formatTime } from '../format';
import { CardFace, entryName } from './DiaryCard';
import { DiaryDayHeading } from './DiaryDayHeading';
import { DiarySlot } from './DiarySlot';
import { dayAndMonth } from './diary-dates';
import { nowMarker, type DiaryEntry, type DiaryGridModel } from './diary-model';
import type { DiaryViewKind } from './use-diary-view';

interface DiaryGridProps {
  grid: DiaryGridModel;
  view: DiaryViewKind;
  caption: string;
  now: { date: string; time: string };
  selected: string;
  onOpen: (entry: DiaryEntry) => void;
  onMove: (entry: DiaryEntry, target?: { date: string; time: string }) => void;
  onBook: (date: string, time: string) => void;
  onShowDay: (date: string) => void;
}

type Target = { date: string; time: string };

function targetName(target: Target | undefined): string {
  return target ? `${dayAndMonth(target.date)} at ${formatTime(target.time)}` : 'nowhere';
}

function entryOf(data: unknown): DiaryEntry | undefined {
  return (data as { entry?: DiaryEntry } | undefined)?.entry;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${entryName(entryOf(active.data.current)!)}.`,
  onDragOver: ({ over }) => (over ? `Over ${targetName(over.data.current as Target)}.` : 'Not over a free half hour.'),
  onDragEnd: ({ over }) => (over ? `Dropped on ${targetName(over.data.current as Target)}: confirm the move.` : 'Dropped where it was: nothing moved.'),
  onDragCancel: () => 'Moving cancelled: nothing moved.',
};

export function DiaryGrid({ grid, view, caption, now, selected, onOpen, onMove, onBook, onShowDay }: DiaryGridProps) {
  const hintId = useId();
  const [dragged, setDragged] = useState<DiaryEntry | null>(null);
  const sensors = useSensors(
    // A press that moves less than this is a click: it opens the booking.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger holds a moment first, so the page still scrolls under it.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const todayColumn = grid.days.findIndex((d) => d.date === now.date);
  const marker = todayColumn >= 0 ? nowMarker(grid.times, now) : null;

  const onDragStart = ({ active }: DragStartEvent) => setDragged(entryOf(active.data.current) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const entry = entryOf(active.data.current);
    const target = over?.data.current as Target | undefined;
    if (!entry || !target) return;
    if (target.date === entry.appointment.preferredDate && target.time === entry.appointment.preferredTime) return;
    onMove(entry, target);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      // The page scrolls only when the card comes close to its edge (the default starts a fifth of the way in).
      autoScroll={{ threshold: { x: 0.08, y: 0.08 } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'Drag it with a mouse or finger to another time, or use its Move… button.' },
      }}
    >
      <p id={hintId} hidden>
        Opens the booking. Drag it with a mouse or finger to another time, or use its Move… button.
      </p>
      <div className={`diary-scroll diary-scroll--${view}`}>
        <table className={`diary-grid diary-grid--${view}${dragged ? ' is-dragging' : ''}`}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="diary-grid__corner">
                Time
              </th>
              {grid.days.map((day) => (
                <th key={day.date} scope="col" className={`diary-grid__day${day.date === now.date ? ' is-today' : ''}${view === 'week' && day.date === selected ? ' is-selected' : ''}`}>
                  <DiaryDayHeading day={day} view={view} today={day.date === now.date} onShowDay={onShowDay} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.times.map((time, row) => (
              <tr key={time} className={time.endsWith(':00') ? 'diary-row diary-row--hour' : 'diary-row'}>
                <th scope="row" className="diary-grid__time">
                  {formatTime(time)}
                </th>
                {grid.cells[row].map((cell, column) => (
                  <DiarySlot
                    key={cell.date}
                    cell={cell}
                    bays={grid.bays}
                    dayLabel={dayAndMonth(cell.date)}
                    now={column === todayColumn && marker?.time === time ? marker.fraction : null}
                    dragging={dragged !== null}
                    hintId={hintId}
                    onOpen={onOpen}
                    onMove={onMove}
                    onBook={onBook}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className={`diary-grid--${view}`}>
            <div className="diary-card is-overlay">
              <span className="diary-card__open">
                <CardFace entry={dragged} />
              </span>
            </div>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
